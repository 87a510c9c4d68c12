import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../contract/envelope';
import { Code } from '../../../contract/errors';
import { principalOf, tokenOf } from '../../auth/route-permission';
import type { SessionTokens } from '../../auth/session-tokens';
import type { ResourceService } from '../../crud/resource-service';
import { envelopeSchema, FAILURE_RESPONSES, NO_QUERY } from '../../crud/route-schemas';
import type { FeatureTables } from '../../db/resource-tables';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { ApiError } from '../../http/api-error';
import { checkSuperAdminTouched } from '../admins';
import { ENDED_SCHEMA, SESSION_LIST_SCHEMA, sessionAnswer, sessionParams } from './session-answer';

export interface AdminSessionRouteDeps {
  sessions: SessionTokens;
  /** The admin resource as its routes serve it: which accounts the caller may see. */
  admins: ResourceService;
  tables: FeatureTables;
}

/**
 * An admin-list holder's view of another account's sessions, from the account's page:
 * list them, end one, end all. The account must be one the caller sees, and a super
 * admin's sessions are only for a super admin (the rules of every account write).
 */
export function registerAdminSessionRoutes(app: FastifyInstance, deps: AdminSessionRouteDeps): void {
  const { sessions, admins } = deps;
  const resource = admins.resource;
  const base = `/api/${resource.path}/:id/sessions`;
  const config = { permission: resource.permission };
  const common = { tags: [resource.label.en], security: SIGNED_IN_SECURITY, querystring: NO_QUERY };

  /** The account of the path, once the caller may handle its sessions. */
  const accountOf = async (request: FastifyRequest): Promise<number> => {
    const principal = principalOf(request);
    const { id } = request.params as { id: number };
    const admin = await admins.get(principal, id);
    await checkSuperAdminTouched(principal, admin, deps.tables);
    return Number(admin.id);
  };

  app.get(
    base,
    {
      config,
      schema: {
        ...common,
        operationId: 'listAdminSessions',
        summary: "An admin account's live sessions, newest first (a super admin's only for a super admin)",
        params: sessionParams(['id']),
        response: { 200: envelopeSchema(SESSION_LIST_SCHEMA), ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const adminId = await accountOf(request);
      return ok((await sessions.listOf(adminId, tokenOf(request))).map(sessionAnswer));
    },
  );

  app.delete(
    `${base}/:sessionId`,
    {
      config,
      schema: {
        ...common,
        operationId: 'endAdminSession',
        summary: 'End one session of an admin account; a session of another account is not found (404)',
        params: sessionParams(['id', 'sessionId']),
        response: { 200: envelopeSchema({ type: 'null' }), ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const adminId = await accountOf(request);
      const { sessionId } = request.params as { sessionId: number };
      if (!(await sessions.revokeById(adminId, sessionId))) throw new ApiError(Code.NOT_FOUND, `session ${sessionId}`);
      return ok(null);
    },
  );

  app.delete(
    base,
    {
      config,
      schema: {
        ...common,
        operationId: 'endAllAdminSessions',
        summary: 'End every session of an admin account (signs it out everywhere)',
        params: sessionParams(['id']),
        response: { 200: envelopeSchema(ENDED_SCHEMA), ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const adminId = await accountOf(request);
      return ok({ ended: await sessions.revokeAllOf(adminId) });
    },
  );
}
