import type { FastifyInstance } from 'fastify';
import { ok } from '../../../contract/envelope';
import { SETTING_RESOURCES, SETTING_SCOPES, type SettingScope, settingsOfScope } from '../../../contract/settings';
import type { ResourceServices } from '../../crud/resource-services';
import { envelopeSchema, FAILURE_RESPONSES } from '../../crud/route-schemas';
import { maskSecret } from '../../crud/row-shape';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import type { Settings } from '../../settings/settings';
import { scopePermissions, scopesFor } from './scope-access';

const VALUE = { type: ['string', 'number', 'boolean', 'null'] };
const ENTRY = {
  type: 'object',
  properties: {
    key: { type: 'string' },
    value: { ...VALUE, description: 'The value in force (secrets masked)' },
    source: { type: 'string', enum: ['environment', 'database', 'default'] },
    default: VALUE,
    env: { type: ['string', 'null'], description: 'The environment variable that wins when set' },
    overridden: { type: 'boolean', description: 'Whether that variable is set, so the stored row is not used' },
    secret: { type: 'boolean' },
    row: {
      type: ['object', 'null'],
      description: 'The stored row of this key, if any (its value masked for secrets)',
      properties: {
        id: { type: 'integer' },
        version: { type: 'integer' },
        value: { type: ['string', 'null'] },
        valueType: { type: 'string' },
      },
      required: ['id', 'version', 'value', 'valueType'],
    },
  },
  required: ['key', 'value', 'source', 'default', 'env', 'overridden', 'secret', 'row'],
};

/** GET /api/settings/:scope: each catalogued setting of the scope with its value in force and where it comes from. */
export function registerSettingsRoute(app: FastifyInstance, services: ResourceServices, settings: Settings): void {
  const permissions = scopePermissions(services);
  app.get(
    '/api/settings/:scope',
    {
      config: { permission: Object.values(permissions) },
      schema: {
        operationId: 'listSettings',
        summary:
          'Every setting of a scope: its value in force, its source (environment, database or default) and default',
        tags: ['Config changes'],
        security: SIGNED_IN_SECURITY,
        params: {
          type: 'object',
          properties: { scope: { type: 'string', enum: [...SETTING_SCOPES] } },
          required: ['scope'],
          additionalProperties: false,
        },
        response: { 200: envelopeSchema({ type: 'array', items: ENTRY }), ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const { scope } = request.params as { scope: SettingScope };
      scopesFor(permissions, request.principal, scope);
      await settings.reload();
      const rows = await services.tables.of(SETTING_RESOURCES[scope]).findWhere({});
      return ok(
        settingsOfScope(scope).map((setting) => {
          const key = setting.key as Parameters<Settings['get']>[0];
          const row = rows.find((candidate) => candidate.key === setting.key);
          const shown = (value: unknown) => (setting.secret ? maskSecret(value) : value);
          const source = settings.source(key);
          return {
            key: setting.key,
            value: shown(settings.get(key)),
            source,
            default: setting.default,
            env: setting.env ?? null,
            overridden: source === 'environment',
            secret: setting.secret === true,
            row: row ? { id: row.id, version: row.version, value: shown(row.value), valueType: row.valueType } : null,
          };
        }),
      );
    },
  );
}
