import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { ok } from '../../../contract/envelope';
import { Code } from '../../../contract/errors';
import type { ResourceDefinition } from '../../../contract/resource';
import { PUBLIC, principalOf, SETTING_UP, tokenOf } from '../../auth/route-permission';
import type { SessionTokens } from '../../auth/session-tokens';
import type { ResourceServices } from '../../crud/resource-services';
import { envelopeSchema, FAILURE_RESPONSES, rowSchema } from '../../crud/route-schemas';
import type { FeatureTables } from '../../db/resource-tables';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { ApiError } from '../../http/api-error';
import { withBodyCheckedByHandler } from '../../http/request-validator';
import type { SignInCaptcha } from './captcha';
import { loginInfoOf } from './login-info';
import type { RequestLimits } from './request-limits';
import { SIGN_IN_REFUSALS } from './second-factor/answer-schemas';
import { type AfterPassword, type Credentials, signIn } from './sign-in';

export interface AccountRoutesOptions {
  tables: FeatureTables;
  /** The write path: sign-in bookkeeping and the login log go through it. */
  services: ResourceServices;
  sessions: SessionTokens;
  resources: readonly ResourceDefinition[];
  compile: FastifySchemaCompiler<unknown>;
  /** Asks for a graphic code after repeated failures; without it sign-in never asks. */
  captcha?: SignInCaptcha;
  /** Refuses a sign-in sent again while the first is still being answered (6047). */
  limits?: RequestLimits;
  /** The second step of an account with a second factor (6200 and its challenge instead of a session). */
  afterPassword?: AfterPassword;
}

const TAGS = ['Account'];

/** Sign-in, login info and logout (docs/architecture.md#the-http-contract); the other account flows come with their own routes. */
export function registerAccountRoutes(app: FastifyInstance, options: AccountRoutesOptions): void {
  const { tables, sessions, resources } = options;

  app.post(
    '/account/web/login',
    {
      config: { permission: PUBLIC },
      ...options.limits?.hooks('sign-in'),
      // Empty fields get the catalogue's own codes (6005, 6012), not a schema error.
      validatorCompiler: withBodyCheckedByHandler(options.compile),
      schema: {
        operationId: 'signIn',
        summary: 'Sign in with an account name (or phone or email) and a password',
        description:
          'An account with an authenticator app or a passkey answers 6200 with a challenge instead of a session: finish at /account/web/login/second-factor.',
        tags: TAGS,
        body: {
          type: 'object',
          properties: {
            accountName: { type: 'string', description: 'Account name, phone or email' },
            phone: { type: 'string' },
            email: { type: 'string' },
            password: { type: 'string' },
            remember: { type: 'boolean', description: 'Keep the session for 30 days instead of one' },
            captchaKey: { type: 'string' },
            captchaCode: { type: 'string' },
          },
          required: ['password'],
        },
        response: {
          200: envelopeSchema({
            type: 'object',
            properties: { token: { type: 'string' }, expiresAt: { type: 'string', format: 'date-time' } },
            required: ['token', 'expiresAt'],
          }),
          ...SIGN_IN_REFUSALS,
        },
      },
    },
    async (request) => {
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const credentials = readCredentials(request.body);
      return ok(await signIn(options.services, sessions, credentials, client, options.captcha, options.afterPassword));
    },
  );

  app.get(
    '/account/web/getLoginInfo',
    {
      config: { permission: SETTING_UP },
      schema: {
        operationId: 'getSignedInAccount',
        summary: 'The signed-in account, its roles and its permission codes',
        tags: TAGS,
        security: SIGNED_IN_SECURITY,
        response: {
          200: envelopeSchema({
            type: 'object',
            properties: {
              admin: rowSchema(tables.of('admin').resource),
              roleList: { type: 'array', items: rowSchema(tables.of('role').resource) },
              secondFactorDue: {
                type: 'boolean',
                description: 'A role requires a second factor the account has not set up: only that setup opens',
              },
              perList: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { permissionCode: { type: 'string' } },
                  required: ['permissionCode'],
                },
              },
            },
            required: ['admin', 'roleList', 'perList'],
          }),
          ...FAILURE_RESPONSES,
        },
      },
    },
    async (request) => ok(loginInfoOf(principalOf(request), tables, resources)),
  );

  app.get(
    '/account/web/logout',
    {
      config: { permission: SETTING_UP },
      schema: {
        operationId: 'signOut',
        summary: 'End the session of the token sent',
        tags: TAGS,
        security: SIGNED_IN_SECURITY,
        response: { 200: envelopeSchema({ type: 'null' }), ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const token = tokenOf(request);
      if (token) await sessions.revoke(token);
      return ok(null);
    },
  );
}

function readCredentials(body: unknown): Credentials {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(Code.BAD_REQUEST, 'the body must be a JSON object');
  }
  const fields = body as Record<string, unknown>;
  const text = (name: string): string | undefined => {
    const value = fields[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') throw new ApiError(Code.BAD_REQUEST, `${name} must be a string`);
    return value.trim() === '' ? undefined : value.trim();
  };
  const accountName = text('accountName');
  const phone = text('phone');
  const email = text('email');
  if (accountName === undefined && phone === undefined && email === undefined)
    throw new ApiError(Code.ACCOUNT_NAME_EMPTY);
  const password = fields.password;
  if (password !== undefined && password !== null && typeof password !== 'string') {
    throw new ApiError(Code.BAD_REQUEST, 'password must be a string');
  }
  if (!password) throw new ApiError(Code.PASSWORD_EMPTY);
  const remember = fields.remember === true || fields.remember === 'true';
  return {
    accountName,
    phone,
    email,
    password,
    remember,
    captchaKey: text('captchaKey'),
    captchaCode: text('captchaCode'),
  };
}
