import { limitReferenceChoices } from '../../crud/reference-choices';
import { defineServerFeature } from '../../feature-host/server-feature';
import { isGrantableRole } from '../roles';
import { guardAccounts } from './account-guards';
import { ADMIN_PASSWORD_FIELDS, registerAdminRoutes } from './admin-routes';

export { checkSuperAdminTouched } from './account-guards';

/** Admin accounts beyond the generic routes (first password, reset, enable, disable) and the rules that keep them safe. */
export default defineServerFeature({
  name: 'admins',
  register(app, { backend, services, compile, maskInApiLog }) {
    maskInApiLog(ADMIN_PASSWORD_FIELDS);
    guardAccounts(services, backend.sessions);
    // The account form offers only the roles its user may grant (account-guards.ts refuses the others).
    limitReferenceChoices(services, 'admin', 'roleIds', isGrantableRole);
    registerAdminRoutes(app, { ...backend, admins: services.of('admin'), compile });
  },
});
