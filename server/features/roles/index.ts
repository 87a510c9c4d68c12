import { defineServerFeature } from '../../feature-host/server-feature';
import { guardOwnRoles } from './own-roles-guard';
import { guardRoles } from './role-guards';
import { registerRoleRoutes } from './role-routes';

export {
  checkGrantable,
  codesOf,
  isGrantableRole,
  isSuperPrincipal,
  isSuperRole,
  rolesWithIds,
} from './role-grants';
export { refuseAccountWrite } from './write-refusals';

/**
 * Roles and their permission codes (role-list, menu-list), who may grant what, and
 * that nobody locks themselves out through their own roles.
 */
export default defineServerFeature({
  name: 'roles',
  register(app, { services }) {
    guardRoles(services);
    guardOwnRoles(services);
    // The tables' list: the built-in resources and every entity published since.
    registerRoleRoutes(app, services.of('role'), services.tables.resources);
  },
});
