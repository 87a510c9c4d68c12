import { defineServerFeature } from '../../feature-host/server-feature';
import { registerReadRoutes } from './read-routes';
import { registerWriteRoutes } from './write-routes';

/**
 * The Redis console (route `redis-console`): browses the cache store the server uses,
 * Redis when REDIS_URL is set, the in-process store otherwise; `redis-console-write`
 * allows its edits and deletes.
 */
export default defineServerFeature({
  name: 'redis-console',
  register(app, { backend, compile }) {
    registerReadRoutes(app, backend.cache);
    registerWriteRoutes(app, backend.cache, compile);
  },
});
