import { ok } from '../../../contract/envelope';
import { PUBLIC } from '../../auth/route-permission';
import { envelopeSchema, FAILURE_RESPONSES } from '../../crud/route-schemas';
import { defineServerFeature } from '../../feature-host/server-feature';
import { matchesIfNoneMatch } from './app-config-answer';
import { APP_CONFIG_MAX_AGE_SECONDS, AppConfigCache } from './app-config-cache';

const RESOURCE = 'app-config';

const ANSWER = {
  type: 'object',
  properties: {
    config: {
      type: 'object',
      additionalProperties: true,
      description: 'Every key with its value read as its type (number, boolean, JSON or text)',
    },
    entries: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          key: { type: 'string' },
          value: { type: 'string' },
          valueType: { type: 'string', enum: ['string', 'number', 'boolean', 'json'] },
          description: { type: ['string', 'null'] },
        },
        required: ['key', 'value', 'valueType', 'description'],
      },
    },
  },
  required: ['config', 'entries'],
};

/**
 * App config for the mobile app (GET /app/config, no sign-in): the public settings of
 * route sp-cfg-app, with an ETag and Cache-Control, 304 on a matching If-None-Match.
 */
export default defineServerFeature({
  name: 'app-config',
  register(app, { services, settings }) {
    if (!services.tables.has(RESOURCE)) return;
    const cache = new AppConfigCache(services.tables);
    // A write of an app-config row on any node drops the kept answer (the settings' notices).
    const stop = settings.onWrite((resource) => {
      if (resource === RESOURCE) cache.drop();
    });
    app.addHook('onClose', async () => stop());
    app.get(
      '/app/config',
      {
        config: { permission: PUBLIC },
        schema: {
          operationId: 'getMobileAppConfig',
          summary: 'The settings the mobile app may read, without signing in; 304 when If-None-Match names its ETag',
          tags: [services.of(RESOURCE).resource.label.en],
          headers: {
            type: 'object',
            properties: { 'if-none-match': { type: 'string', description: 'ETags the app holds, or *' } },
          },
          response: {
            200: envelopeSchema(ANSWER),
            304: { type: 'null', description: 'Not modified: the ETag named is still current' },
            ...FAILURE_RESPONSES,
          },
        },
      },
      async (request, reply) => {
        const { answer, tag } = await cache.current();
        reply.header('etag', tag).header('cache-control', `public, max-age=${APP_CONFIG_MAX_AGE_SECONDS}`);
        if (matchesIfNoneMatch(request.headers['if-none-match'], tag)) return reply.code(304).send();
        return ok(answer);
      },
    );
  },
});
