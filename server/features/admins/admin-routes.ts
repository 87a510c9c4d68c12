import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { ok } from '../../../contract/envelope';
import { Code } from '../../../contract/errors';
import { confirmationFailure, passwordFailure } from '../../../contract/rules/password';
import { hashPassword } from '../../auth/password-hashing';
import { principalOf } from '../../auth/route-permission';
import type { SessionTokens } from '../../auth/session-tokens';
import type { JsonSchema } from '../../crud/json-schema';
import type { ResourceService } from '../../crud/resource-service';
import { envelopeSchema, FAILURE_RESPONSES, ID_PARAMS, inputSchema, rowSchema } from '../../crud/route-schemas';
import type { Row } from '../../db/database';
import type { FeatureTables } from '../../db/resource-tables';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { ApiError } from '../../http/api-error';
import { withBodyCheckedByHandler } from '../../http/request-validator';

export interface AdminRouteDeps {
  tables: FeatureTables;
  /** The admin write path: the schema's rules, unique fields and the account rules' hooks apply here too. */
  admins: ResourceService;
  sessions: SessionTokens;
  compile: FastifySchemaCompiler<unknown>;
}

/** The password fields of these routes' bodies, which the API request log masks. */
export const ADMIN_PASSWORD_FIELDS = ['password', 'confirmPassword'] as const;

const PASSWORD_BODY = {
  type: 'object',
  properties: Object.fromEntries(ADMIN_PASSWORD_FIELDS.map((name) => [name, { type: 'string' }])),
};

const ENABLED_BODY = {
  type: 'object',
  properties: { enabled: { type: 'boolean' } },
  required: ['enabled'],
  additionalProperties: false,
};

/**
 * What admin-list does beyond the generic routes: create an account with its first
 * password, reset a password, enable and disable. Every write goes through the admin
 * write path; its hooks end the sessions of a disabled or reset account.
 */
export function registerAdminRoutes(app: FastifyInstance, deps: AdminRouteDeps): void {
  const { admins } = deps;
  const resource = admins.resource;
  const config = { permission: resource.permission };
  const tags = [resource.label.en];
  const one = envelopeSchema(rowSchema(resource));

  app.post(
    `/api/${resource.path}/account`,
    {
      config,
      validatorCompiler: withBodyCheckedByHandler(deps.compile),
      schema: {
        operationId: 'createAdminAccount',
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
      const principal = principalOf(request);
      const passwordHash = await hashPassword(String(password));
      const created = await deps.tables.inTransaction(async (tables) => {
        const row = await admins.create(principal, fields, { tables });
        await admins.systemUpdate(Number(row.id), { passwordHash }, { tables, principal, bookkeeping: true });
        return row;
      });
      return ok(created);
    },
  );

  app.post(
    `/api/${resource.path}/:id/password`,
    {
      config,
      schema: {
        operationId: 'resetAdminPassword',
        summary: 'Reset the password of an admin account; its sessions end',
        tags,
        security: SIGNED_IN_SECURITY,
        params: ID_PARAMS,
        body: PASSWORD_BODY,
        response: { 200: envelopeSchema({ type: 'null' }), ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const admin = await admins.get(principal, idOf(request.params));
      const { password, confirmPassword } = bodyOf(request.body);
      checkPassword(password, confirmPassword, String(admin.accountName ?? ''), 'new-password');
      const passwordHash = await hashPassword(String(password));
      await admins.systemUpdate(Number(admin.id), { passwordHash }, { principal, bookkeeping: true });
      await deps.sessions.revokeAllOf(Number(admin.id));
      return ok(null);
    },
  );

  app.post(
    `/api/${resource.path}/:id/enabled`,
    {
      config,
      schema: {
        operationId: 'setAdminEnabled',
        summary: 'Enable or disable an admin account; disabling ends its sessions',
        tags,
        security: SIGNED_IN_SECURITY,
        params: ID_PARAMS,
        body: ENABLED_BODY,
        response: { 200: one, ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const { enabled } = request.body as { enabled: boolean };
      const principal = principalOf(request);
      const row = await admins.systemUpdate(idOf(request.params), { enabled }, { principal });
      return ok(admins.present(row));
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
