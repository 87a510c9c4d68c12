import { defineServerFeature } from '../../feature-host/server-feature';
import { guardAccounts } from './account-guards';
import { ADMIN_PASSWORD_FIELDS, registerAdminRoutes } from './admin-routes';

/** Admin accounts beyond the generic routes (first password, reset, enable, disable) and the rules that keep them safe. */
export default defineServerFeature({
  name: 'admins',
  register(app, { backend, services, compile, maskInApiLog }) {
    maskInApiLog(ADMIN_PASSWORD_FIELDS);
    guardAccounts(services, backend.sessions);
    registerAdminRoutes(app, { ...backend, admins: services.of('admin'), compile });
  },
});
