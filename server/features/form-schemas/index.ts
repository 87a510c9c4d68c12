import type { EntitySchema } from '../../../generator/entity-schema';
import { defineServerFeature } from '../../feature-host/server-feature';
import { type BuiltIns, loadBuiltIns } from './built-ins';
import { registerCheckRoutes } from './check-routes';
import { checkDraft } from './draft-check';
import { checkedDraftModules } from './draft-modules';
import { registerDraftRoutes } from './draft-routes';
import { draftStore } from './draft-store';
import { baselineFor } from './published/baseline';
import { registerEntityRoutes } from './published/entity-routes';
import { publicationStore } from './published/entity-store';
import { keepLiveEntities, LiveEntities } from './published/live-entities';
import { registerOpenApiEntries } from './published/openapi-entries';
import {
  announcePublication,
  hearPublications,
  POLL_SECONDS_ALONE,
  POLL_SECONDS_WITH_NOTICES,
} from './published/publication-notices';
import { registerPublishRoute } from './published/publish-route';
import { ValidatorModules, validatorModuleOf } from './published/validator-modules';

/**
 * What other features reuse: the entities published at run time (the registry lists them,
 * the history serves theirs), where their validator modules are served (the registry),
 * and a way to document the routes a feature serves for each of them (the history's).
 */
export { liveEntitiesOf } from './published/live-entities';
export { documentPublishedRoutes, type PublishedRouteDocs } from './published/openapi-entries';
export { VALIDATOR_MODULE_PATH } from './published/validator-modules';

/**
 * The form generator's server side (route `form-generator`): drafts of entity schemas,
 * checked by the generator's own meta-schema, cross-checks and migration planner beside
 * the built-in schemas and the published entities, within safety bounds; exported as a
 * file that `schemas/` accepts; published at run time (its table created or extended in
 * a transaction, its API served at once, on every node within seconds: told through
 * Redis when there is one, and found by a look in the database in any case).
 */
export default defineServerFeature({
  name: 'form-schemas',
  async register(app, { backend, services, compile, config }) {
    if (!backend.tables.has('form-schema') || !backend.tables.has('published-entity')) return;
    const drafts = draftStore(backend.tables);
    const modules = new ValidatorModules(checkedDraftModules(drafts));
    const live = new LiveEntities(services, publicationStore(backend.tables), modules);
    keepLiveEntities(services, live);
    const warn = (error: unknown, what: string) => app.log.warn({ err: error }, what);
    const notices = backend.cache.notices;
    const shared = backend.cache.kind === 'redis';
    // Listening before the first look, so that nothing published in between is missed.
    const stopHearing = shared
      ? await hearPublications(notices, live, warn).catch((error: unknown) => warn(error, 'publications not heard'))
      : undefined;
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
      modules.add(module);
      return module.url;
    };
    const announce = shared
      ? (publication: { id: number; name: string }) => announcePublication(notices, publication, warn)
      : () => {};
    registerDraftRoutes(app, drafts);
    registerCheckRoutes(app, drafts, check, previewModule);
    registerPublishRoute(app, drafts, live, backend, check, announce);
    registerEntityRoutes(app, live, services, compile);
    registerOpenApiEntries(app, live, services, compile);

    // Not hearing notices (no Redis, or it refused the subscription): the look is all there is.
    const pollSeconds = config.publicationPollSeconds ?? (stopHearing ? POLL_SECONDS_WITH_NOTICES : POLL_SECONDS_ALONE);
    const timer = setInterval(() => {
      live.refresh().catch((error: unknown) => warn(error, 'published entities not read again'));
    }, pollSeconds * 1000);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await stopHearing?.().catch(() => {});
    });
  },
});
