import { defineServerFeature } from '../../feature-host/server-feature';
import { registerImpactRoute } from './impact-route';

/** What other features use: the ids a cascade reaches as a subquery, and how deep a cascade is followed (record history). */
export { type IdSource, idQuery, MAX_DEPTH as MAX_CASCADE_DEPTH } from './delete-impact';

/**
 * What a delete would take with it, for the delete confirmations: one
 * `GET /api/<path>/delete-impact` per resource that can be deleted.
 */
export default defineServerFeature({
  name: 'delete-impact',
  register(app, { resources, services }) {
    for (const resource of resources)
      if (!resource.internal && resource.operations.includes('delete')) registerImpactRoute(app, services, resource);
  },
});
