import { defineServerFeature } from '../../feature-host/server-feature';
import { eraseDeletedResidents } from './erasure';
import { registerReportRoute } from './report-route';

/**
 * A resident's data (docs/features/resident-data.md): the data report of everything the console
 * holds about a resident, for a subject access request, and the erasure of their personal data
 * when they are deleted.
 */
export default defineServerFeature({
  name: 'resident-data',
  register(app, { services, files, photoReads }) {
    if (!services.tables.has('resident') || !services.tables.has('face')) return;
    registerReportRoute(app, services, files, photoReads);
    eraseDeletedResidents(services, app.apiLog, app.log);
  },
});
