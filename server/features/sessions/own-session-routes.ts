import type { FastifyInstance } from 'fastify';
import { ok } from '../../../contract/envelope';
import { Code } from '../../../contract/errors';
import { principalOf, SIGNED_IN, tokenOf } from '../../auth/route-permission';
import type { SessionTokens } from '../../auth/session-tokens';
import { envelopeSchema, FAILURE_RESPONSES, NO_QUERY } from '../../crud/route-schemas';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { ApiError } from '../../http/api-error';
import { ENDED_SCHEMA, SESSION_LIST_SCHEMA, sessionAnswer, sessionParams } from './session-answer';

const TAGS = ['Account'];
const config = { permission: SIGNED_IN };
const common = { tags: TAGS, security: SIGNED_IN_SECURITY, querystring: NO_QUERY };

/** The token a signed-in request came with (the permission hook has checked it). */
function callerToken(request: Parameters<typeof tokenOf>[0]): string {
  const token = tokenOf(request);
  if (!token) throw new ApiError(Code.UNAUTHORIZED);
  return token;
}

/** The signed-in account's own sessions: where it is signed in, ending one, ending all but this one. */
export function registerOwnSessionRoutes(app: FastifyInstance, sessions: SessionTokens): void {
  app.get(
    '/account/web/sessions',
    {
      config,
      schema: {
        ...common,
        operationId: 'listOwnSessions',
        summary: 'Where the signed-in account is signed in: its live sessions, newest first, this one marked',
        response: { 200: envelopeSchema(SESSION_LIST_SCHEMA), ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const { adminId } = principalOf(request);
      return ok((await sessions.listOf(adminId, callerToken(request))).map(sessionAnswer));
    },
  );

  app.delete(
    '/account/web/sessions/:id',
    {
      config,
      schema: {
        ...common,
        operationId: 'endOwnSession',
        summary: "End one of the signed-in account's sessions; another account's session is not found (404)",
        params: sessionParams(['id']),
        response: { 200: envelopeSchema({ type: 'null' }), ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const { adminId } = principalOf(request);
      const { id } = request.params as { id: number };
      if (!(await sessions.revokeById(adminId, id))) throw new ApiError(Code.NOT_FOUND, `session ${id}`);
      return ok(null);
    },
  );

  app.post(
    '/account/web/sessions/end-others',
    {
      config,
      schema: {
        ...common,
        operationId: 'endOtherOwnSessions',
        summary: 'Sign out everywhere else: end every session of the signed-in account but this one',
        response: { 200: envelopeSchema(ENDED_SCHEMA), ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const { adminId } = principalOf(request);
      return ok({ ended: await sessions.revokeOthersOf(adminId, callerToken(request)) });
    },
  );
}
