import { defineServerFeature } from '../../feature-host/server-feature';
import { registerStatsRoute } from './stats-route';

/** Requests, errors and timings of the API request log over a range, with the device calls counted over it, for its list page (`apilog-list`). */
export default defineServerFeature({
  name: 'api-log-stats',
  register(app, { services }) {
    if (!services.tables.has('api-log')) return;
    registerStatsRoute(app, services.tables);
  },
});
