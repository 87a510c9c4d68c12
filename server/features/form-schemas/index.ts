import type { EntitySchema } from '../../../generator/entity-schema';
import { defineServerFeature } from '../../feature-host/server-feature';
import { type BuiltIns, loadBuiltIns } from './built-ins';
import { registerCheckRoutes } from './check-routes';
import { checkDraft } from './draft-check';
import { registerDraftRoutes } from './draft-routes';
import { draftStore } from './draft-store';
import { baselineFor } from './published/baseline';
import { registerEntityRoutes } from './published/entity-routes';
import { publicationStore } from './published/entity-store';
import { keepLiveEntities, LiveEntities } from './published/live-entities';
import { registerOpenApiEntries } from './published/openapi-entries';
import { registerPublishRoute } from './published/publish-route';
import { ValidatorModules, validatorModuleOf } from './published/validator-modules';

/** How often a node looks for publications made on other nodes. */
const REFRESH_MS = 2_000;

/**
 * The form generator's server side (route `form-generator`): drafts of entity schemas,
 * checked by the generator's own meta-schema, cross-checks and migration planner beside
 * the built-in schemas and the published entities, within safety bounds; exported as a
 * file that `schemas/` accepts; published at run time (its table created or extended in
 * a transaction, its API served at once, on every node within seconds).
 */
export default defineServerFeature({
  name: 'form-schemas',
  async register(app, { backend, services, compile }) {
    if (!backend.tables.has('form-schema') || !backend.tables.has('published-entity')) return;
    const drafts = draftStore(backend.tables);
    const live = new LiveEntities(services, publicationStore(backend.tables), new ValidatorModules());
    keepLiveEntities(services, live);
    await live.refresh();
    // Read on the first check, not at every start.
    let builtIns: BuiltIns | undefined;
    const check = (schema: unknown) => {
      builtIns ??= loadBuiltIns();
      const name = (schema as { $id?: unknown } | null)?.$id;
      return checkDraft(schema, baselineFor(builtIns, live.all(), name), backend.database.dialect);
    };
    /** The validators of a checked draft, served for the builder's live preview. */
    const previewModule = (schema: unknown) => {
      const module = validatorModuleOf(schema as EntitySchema);
      live.modules.add(module);
      return module.url;
    };
    registerDraftRoutes(app, drafts);
    registerCheckRoutes(app, drafts, check, previewModule);
    registerPublishRoute(app, drafts, live, backend, check);
    registerEntityRoutes(app, live, services, compile);
    registerOpenApiEntries(app, live);

    const timer = setInterval(() => {
      live.refresh().catch((error: unknown) => app.log.warn({ err: error }, 'published entities not read again'));
    }, REFRESH_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
});
