import type { FastifyInstance } from 'fastify';
import { ok } from '../../../../contract/envelope';
import { PUBLIC } from '../../../auth/route-permission';
import { NO_QUERY } from '../../../crud/route-schemas';
import type { RequestLimits } from '../request-limits';
import { CREDENTIAL_BODY, PASSKEY_OPTIONS_ANSWER, SESSION_ANSWER } from './answer-schemas';
import type { SecondStep, SecondStepAnswer } from './second-step';

const TAGS = ['Account'];

/** The sign-in's second step and the sign-in by passkey alone (docs/security.md#second-factor). */
export function registerSecondStepRoutes(app: FastifyInstance, step: SecondStep, limits?: RequestLimits): void {
  const client = (request: { ip: string; headers: { 'user-agent'?: string } }) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });

  app.post(
    '/account/web/login/second-factor',
    {
      config: { permission: PUBLIC },
      ...limits?.hooks('sign-in'),
      schema: {
        operationId: 'signInSecondFactor',
        summary: 'Finish a sign-in that answered 6200: an authenticator code, a recovery code or a passkey',
        description:
          'Send the challenge of the 6200 answer with one factor. A wrong factor answers 6201 (or 6204 for a passkey) and counts like a wrong password; an expired, used or unknown challenge answers 6202.',
        tags: TAGS,
        querystring: NO_QUERY,
        body: {
          type: 'object',
          properties: {
            challenge: { type: 'string' },
            code: { type: 'string', description: 'Six digits from the authenticator app' },
            recoveryCode: { type: 'string', description: 'One of the recovery codes' },
            passkey: CREDENTIAL_BODY,
          },
          required: ['challenge'],
          additionalProperties: false,
        },
        response: SESSION_ANSWER,
      },
    },
    async (request) => ok(await step.finish(request.body as SecondStepAnswer, client(request))),
  );

  app.post(
    '/account/web/login/passkey/options',
    {
      config: { permission: PUBLIC },
      ...limits?.hooks('sign-in'),
      schema: {
        operationId: 'signInPasskeyOptions',
        summary: 'Options to sign in with a passkey alone (accounts that chose it)',
        tags: TAGS,
        querystring: NO_QUERY,
        response: PASSKEY_OPTIONS_ANSWER,
      },
    },
    async () => ok(await step.passkeyOptions()),
  );

  app.post(
    '/account/web/login/passkey',
    {
      config: { permission: PUBLIC },
      ...limits?.hooks('sign-in'),
      schema: {
        operationId: 'signInWithPasskey',
        summary: 'Sign in with a passkey alone: the challenge of the options and the signed credential',
        tags: TAGS,
        querystring: NO_QUERY,
        body: {
          type: 'object',
          properties: { challenge: { type: 'string' }, passkey: CREDENTIAL_BODY, remember: { type: 'boolean' } },
          required: ['challenge', 'passkey'],
          additionalProperties: false,
        },
        response: SESSION_ANSWER,
      },
    },
    async (request) => {
      const body = request.body as { challenge: string; passkey: unknown; remember?: boolean };
      return ok(await step.signInWithPasskey({ ...body, remember: body.remember === true }, client(request)));
    },
  );
}
