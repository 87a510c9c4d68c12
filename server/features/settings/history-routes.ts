import type { FastifyInstance } from 'fastify';
import { ok } from '../../../contract/envelope';
import { Code } from '../../../contract/errors';
import { SETTING_SCOPES, type SettingScope } from '../../../contract/settings';
import type { ResourceServices } from '../../crud/resource-services';
import { envelopeSchema, FAILURE_RESPONSES, ID_PARAMS } from '../../crud/route-schemas';
import type { Row } from '../../db/database';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { ApiError } from '../../http/api-error';
import { rollBack } from './rollback';
import { scopePermissions, scopesFor } from './scope-access';

const TAG = 'Config changes';
const TEXT = { type: ['string', 'null'] };
const CHANGE = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    scope: { type: 'string', enum: [...SETTING_SCOPES] },
    key: { type: 'string' },
    action: { type: 'string', enum: ['create', 'update', 'delete', 'rollback'] },
    before: { ...TEXT, description: 'The value before (null: no row); secrets masked' },
    after: { ...TEXT, description: 'The value after (null: no row); secrets masked' },
    rollbackOf: { type: ['integer', 'null'], description: 'The change this one rolled back' },
    adminId: { type: ['integer', 'null'] },
    adminName: { ...TEXT, description: 'The account name of who changed it' },
    createdAt: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'scope', 'key', 'action', 'before', 'after', 'rollbackOf', 'adminId', 'adminName', 'createdAt'],
};
const MAX_PAGE_SIZE = 100;

async function withAdminNames(services: ResourceServices, rows: Row[]): Promise<Row[]> {
  const ids = [...new Set(rows.map((row) => row.adminId).filter((id) => id !== null && id !== undefined))];
  const admins = new Map<unknown, unknown>();
  for (const id of ids) admins.set(id, (await services.tables.of('admin').findById(Number(id)))?.accountName);
  const fields = Object.keys(CHANGE.properties).filter((field) => field !== 'adminName');
  return rows.map((row) => ({
    ...Object.fromEntries(fields.map((field) => [field, row[field] ?? null])),
    adminName: admins.get(row.adminId) ?? null,
  }));
}

/** GET /api/config-changes (newest first, paged) and POST /api/config-changes/:id/rollback. */
export function registerHistoryRoutes(app: FastifyInstance, services: ResourceServices): void {
  const permissions = scopePermissions(services);
  const store = services.tables.of('config-change');
  const permission = Object.values(permissions);
  app.get(
    '/api/config-changes',
    {
      config: { permission },
      schema: {
        summary: 'Changes of app and server settings, newest first: who changed which key, when, from what to what',
        tags: [TAG],
        security: SIGNED_IN_SECURITY,
        querystring: {
          type: 'object',
          properties: {
            scope: { type: 'string', enum: [...SETTING_SCOPES], description: 'Needs that screen’s permission' },
            key: { type: 'string', maxLength: 64 },
            page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 },
          },
          additionalProperties: false,
        },
        response: {
          200: envelopeSchema({
            type: 'object',
            properties: { list: { type: 'array', items: CHANGE }, total: { type: 'integer' } },
            required: ['list', 'total'],
          }),
          ...FAILURE_RESPONSES,
        },
      },
    },
    async (request) => {
      const query = request.query as { scope?: SettingScope; key?: string; page: number; pageSize: number };
      const scopes = scopesFor(permissions, request.principal, query.scope);
      let select = store.db.selectFrom(store.table).where('scope', 'in', scopes);
      if (query.key) select = select.where('key', '=', query.key);
      const total = await select.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
      const rows = await select
        .selectAll()
        .orderBy('id', 'desc')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute();
      const list = await withAdminNames(
        services,
        rows.map((row) => store.decode(row)),
      );
      return ok({ list, total: Number(total.count) });
    },
  );

  app.post(
    '/api/config-changes/:id/rollback',
    {
      config: { permission },
      schema: {
        summary: 'Roll a change back: its key gets the value it had before (6075 when it changed again since)',
        tags: [TAG],
        security: SIGNED_IN_SECURITY,
        params: ID_PARAMS,
        response: { 200: envelopeSchema(CHANGE), ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const change = await store.findById(Number((request.params as { id: number }).id));
      if (!change) throw new ApiError(Code.NOT_FOUND, 'no such change');
      scopesFor(permissions, request.principal, change.scope as SettingScope);
      const principal = request.principal;
      if (!principal) throw new ApiError(Code.UNAUTHORIZED);
      const recorded = await rollBack(services, principal, change);
      const [shown] = await withAdminNames(services, [recorded]);
      return ok(shown);
    },
  );
}
