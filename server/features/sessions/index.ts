import { defineServerFeature } from '../../feature-host/server-feature';
import { registerAdminSessionRoutes } from './admin-session-routes';
import { registerOwnSessionRoutes } from './own-session-routes';

/**
 * Where an account is signed in (docs/features/sessions.md): its own sessions from the
 * user menu, and an admin-list holder's view of another account's from its page. Ending
 * one goes through the session tokens, so its next request is refused on every node.
 */
export default defineServerFeature({
  name: 'sessions',
  register(app, { backend, services }) {
    registerOwnSessionRoutes(app, backend.sessions);
    registerAdminSessionRoutes(app, {
      sessions: backend.sessions,
      admins: services.of('admin'),
      tables: backend.tables,
    });
  },
});
