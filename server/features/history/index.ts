import { keepsHistory } from '../../../contract/record-history';
import { defineServerFeature } from '../../feature-host/server-feature';
import { registerHistoryRoutes } from './history-routes';
import { restoredPhotoReads } from './restored-photos';
import { REVISIONS, recordRevisions } from './revision-recorder';

/** What other features use: masking named fields of some records' revisions (a resident's erased data). */
export { maskRevisionFields } from './revision-masking';

/**
 * Record history (docs/features/record-history.md): every create, update and delete of a
 * record through the write path leaves a revision in the same transaction (when, who,
 * each changed field before and after, secrets masked); each record's history is read,
 * and a previous version put back, under the record's own permission and ownership.
 */
export default defineServerFeature({
  name: 'history',
  register(app, { services, photoReads }) {
    if (!services.tables.has(REVISIONS)) return;
    recordRevisions(services);
    const restored = restoredPhotoReads(photoReads);
    for (const resource of services.served.filter(keepsHistory))
      registerHistoryRoutes(app, services, resource, restored);
  },
});
