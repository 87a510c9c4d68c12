import { defineServerFeature } from '../../feature-host/server-feature';
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

/** Roles and their permission codes (role-list, menu-list), and who may grant what. */
export default defineServerFeature({
  name: 'roles',
  register(app, { services }) {
    guardRoles(services);
    // The tables' list: the built-in resources and every entity published since.
    registerRoleRoutes(app, services.of('role'), services.tables.resources);
  },
});
