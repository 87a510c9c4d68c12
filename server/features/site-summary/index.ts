import { defineServerFeature } from '../../feature-host/server-feature';
import { registerSiteSummaryRoute } from './summary-route';

/** A site's residents and faces by status, for its show page (route `site-tabs`). */
export default defineServerFeature({
  name: 'site-summary',
  register(app, { services }) {
    if (!services.tables.has('site') || !services.tables.has('resident') || !services.tables.has('face')) return;
    registerSiteSummaryRoute(app, services);
  },
});
