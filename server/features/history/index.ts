import { keepsHistory } from '../../../contract/record-history';
import { defineServerFeature } from '../../feature-host/server-feature';
import { documentPublishedRoutes } from '../form-schemas';
import { recordCascadeRevisions } from './cascade-revisions';
import { registerHistoryRoutes } from './history-routes';
import { historyRoutesOf, publishedHistoryRoutes } from './history-routes-at';
import { restoredPhotoReads } from './restored-photos';
import { REVISIONS, recordRevisions } from './revision-recorder';

/** What other features use: masking named fields of some records' revisions (a resident's erased data). */
export { maskRevisionFields } from './revision-masking';

/**
 * Record history (docs/features/record-history.md): every create, update and delete of a
 * record through the write path leaves a revision in the same transaction (when, who,
 * each changed field before and after, secrets masked), and so does each row its delete
 * takes with it or leaves without its reference; each record's history is read,
 * and a previous version put back, under the record's own permission and ownership.
 * The built-in resources have their routes under their own paths; the entities published
 * at run time share one set under `/api/:entity`, each documented as its own.
 */
export default defineServerFeature({
  name: 'history',
  register(app, { resources, services, photoReads }) {
    if (!services.tables.has(REVISIONS)) return;
    recordRevisions(services);
    recordCascadeRevisions(services);
    const restored = restoredPhotoReads(photoReads);
    // The built-in ones only: an entity published before the start is among the served resources by now.
    for (const resource of resources.filter(keepsHistory))
      registerHistoryRoutes(app, services, historyRoutesOf(resource), restored);
    registerHistoryRoutes(app, services, publishedHistoryRoutes(services), restored);
    documentPublishedRoutes(services, (scratch, resource) => {
      if (keepsHistory(resource)) registerHistoryRoutes(scratch, services, historyRoutesOf(resource), restored);
    });
  },
});
