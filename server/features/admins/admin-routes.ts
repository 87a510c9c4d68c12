import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { ok } from '../../contract/envelope';
import { Code } from '../../contract/errors';
import { confirmationFailure, passwordFailure } from '../../contract/rules/password';
import { hashPassword } from '../auth/password-hashing';
import { principalOf } from '../auth/route-permission';
import type { SessionTokens } from '../auth/session-tokens';
import type { JsonSchema } from '../crud/json-schema';
import type { ResourceService } from '../crud/resource-service';
import { envelopeSchema, FAILURE_RESPONSES, ID_PARAMS, inputSchema, rowSchema } from '../crud/route-schemas';
import { presentRow } from '../crud/row-shape';
import type { Row } from '../db/database';
import type { ResourceTables } from '../db/resource-tables';
import { SIGNED_IN_SECURITY } from '../http/api-docs';
import { ApiError } from '../http/api-error';
import { withBodyCheckedByHandler } from '../http/request-validator';

export interface AdminRouteDeps {
  tables: ResourceTables;
  sessions: SessionTokens;
  /** The generic admin service: the schema's rules and unique fields apply to accounts made here too. */
  admins: ResourceService;
  compile: FastifySchemaCompiler<unknown>;
}

const PASSWORD_BODY = {
  type: 'object',
  properties: { password: { type: 'string' }, confirmPassword: { type: 'string' } },
};

const ENABLED_BODY = {
  type: 'object',
  properties: { enabled: { type: 'boolean' } },
  required: ['enabled'],
  additionalProperties: false,
};

/**
 * What admin-list does beyond the generic routes: create an account with its first
 * password, reset a password, enable and disable. A reset or a disable ends every
 * session of the account at once.
 */
export function registerAdminRoutes(app: FastifyInstance, deps: AdminRouteDeps): void {
  const resource = deps.admins.resource;
  const store = deps.tables.of(resource.name);
  const config = { permission: resource.permission };
  const tags = [resource.label.en];
  const one = envelopeSchema(rowSchema(resource));
  const bodyCheckedByHandler = withBodyCheckedByHandler(deps.compile);

  const existing = async (id: number): Promise<Row> => {
    const row = await store.findById(id);
    if (!row) throw new ApiError(Code.NOT_FOUND, `admin ${id}`);
    return row;
  };

  // The generic edit and delete may disable or remove an account too: its sessions end
  // then as well, so that enabling it again does not bring old tokens back.
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode !== 200 || request.routeOptions.url !== `/api/${resource.path}/:id`) return;
    const disabled = request.method === 'PUT' && (request.body as { enabled?: unknown } | undefined)?.enabled === false;
    if (disabled || request.method === 'DELETE') await deps.sessions.revokeAllOf(idOf(request.params));
  });

  app.post(
    `/api/${resource.path}/account`,
    {
      config,
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        summary: 'Create an admin account with its password',
        tags,
        security: SIGNED_IN_SECURITY,
        body: withPasswordFields(inputSchema(resource, 'create')),
        response: { 200: one, ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const { password, confirmPassword, ...fields } = bodyOf(request.body);
      const accountName = typeof fields.accountName === 'string' ? fields.accountName : '';
      checkPassword(password, confirmPassword, accountName, 'password');
      const created = await deps.admins.create(principalOf(request), fields);
      await store.touch(Number(created.id), { passwordHash: await hashPassword(String(password)) });
      return ok(created);
    },
  );

  app.post(
    `/api/${resource.path}/:id/password`,
    {
      config,
      schema: {
        summary: 'Reset the password of an admin account; its sessions end',
        tags,
        security: SIGNED_IN_SECURITY,
        params: ID_PARAMS,
        body: PASSWORD_BODY,
        response: { 200: envelopeSchema({ type: 'null' }), ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const id = idOf(request.params);
      const admin = await existing(id);
      const { password, confirmPassword } = bodyOf(request.body);
      checkPassword(password, confirmPassword, String(admin.accountName ?? ''), 'new-password');
      await store.touch(id, { passwordHash: await hashPassword(String(password)) });
      await deps.sessions.revokeAllOf(id);
      return ok(null);
    },
  );

  app.post(
    `/api/${resource.path}/:id/enabled`,
    {
      config,
      schema: {
        summary: 'Enable or disable an admin account; disabling ends its sessions',
        tags,
        security: SIGNED_IN_SECURITY,
        params: ID_PARAMS,
        body: ENABLED_BODY,
        response: { 200: one, ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const id = idOf(request.params);
      const { enabled } = request.body as { enabled: boolean };
      await existing(id);
      if (!enabled && id === principalOf(request).adminId) {
        throw new ApiError(Code.BAD_REQUEST, 'an account cannot disable itself');
      }
      const row = await store.update(id, { enabled });
      if (!enabled) await deps.sessions.revokeAllOf(id);
      return ok(presentRow(resource, row ?? (await existing(id))));
    },
  );
}

function checkPassword(
  password: unknown,
  confirmation: unknown,
  accountName: string,
  kind: 'password' | 'new-password',
) {
  const text = typeof password === 'string' ? password : undefined;
  const failure =
    passwordFailure(text, accountName, kind) ??
    confirmationFailure(text, typeof confirmation === 'string' ? confirmation : undefined);
  if (failure !== null) throw new ApiError(failure);
}

function withPasswordFields(schema: JsonSchema): JsonSchema {
  const properties = (schema.properties ?? {}) as JsonSchema;
  return { ...schema, properties: { ...properties, ...PASSWORD_BODY.properties } };
}

function bodyOf(body: unknown): Row {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(Code.BAD_REQUEST, 'the body must be a JSON object');
  }
  return body as Row;
}

function idOf(params: unknown): number {
  return Number((params as { id: number }).id);
}
