import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { ok } from '../../../contract/envelope';
import { REGISTRATION_TEXT_FIELDS, type RegistrationForm } from '../../../contract/rules/registration';
import { PUBLIC, principalOf, SIGNED_IN, tokenOf } from '../../auth/route-permission';
import { CODE_SCENES } from '../../auth/verification-codes';
import { envelopeSchema, FAILURE_RESPONSES } from '../../crud/route-schemas';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { withBodyCheckedByHandler } from '../../http/request-validator';
import type { AccountFlows } from './account-flows';
import type { SignInCaptcha } from './captcha';
import { sendEmailCode, sendSmsCode } from './code-sending';
import { readForm } from './form-body';
import { changePassword } from './password-change';
import { resetPasswordByEmail, resetPasswordByPhone } from './password-reset';
import { register } from './registration';
import type { RequestLimits } from './request-limits';

export interface AccountFlowRoutesOptions {
  flows: AccountFlows;
  captcha: SignInCaptcha;
  limits: RequestLimits;
  compile: FastifySchemaCompiler<unknown>;
}

const TAGS = ['Account'];
const NULL_ANSWER = { 200: envelopeSchema({ type: 'null' }), ...FAILURE_RESPONSES };
const SESSION_ANSWER = {
  200: envelopeSchema({
    type: 'object',
    properties: { token: { type: 'string' }, expiresAt: { type: 'string', format: 'date-time' } },
    required: ['token', 'expiresAt'],
  }),
  ...FAILURE_RESPONSES,
};

/** A documented body of text fields; the handler checks it so that each rule answers with its own code. */
function textBody(fields: readonly string[], extra: Record<string, unknown> = {}) {
  return {
    type: 'object',
    properties: { ...Object.fromEntries(fields.map((name) => [name, { type: 'string' }])), ...extra },
  };
}

/** Passwords are kept as typed, so a space in one is reported rather than trimmed away. */
const TYPED_AS_IS = ['password', 'confirmPassword'] as const;
const SMS_FIELDS = ['countryCode', 'phone', 'scene'] as const;
const EMAIL_FIELDS = ['email', 'scene', 'locale'] as const;
const NEW_PASSWORD = ['newPassword', 'confirmPassword'] as const;
const BY_PHONE_FIELDS = ['countryCode', 'phone', 'smsCode', ...NEW_PASSWORD] as const;
const BY_EMAIL_FIELDS = ['email', 'emailCode', ...NEW_PASSWORD] as const;
const CHANGE_FIELDS = ['oldPassword', ...NEW_PASSWORD] as const;
const SCENE_DOC = { scene: { type: 'string', enum: [...CODE_SCENES] } };

/** Register, verification codes, the graphic code, forgot password and change password (docs/architecture.md#the-http-contract). */
export function registerAccountFlowRoutes(app: FastifyInstance, options: AccountFlowRoutesOptions): void {
  const { flows, captcha, limits } = options;
  const checkedByHandler = withBodyCheckedByHandler(options.compile);
  const guarded = { validatorCompiler: checkedByHandler, ...limits.hooks() };
  const client = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  });

  app.get(
    '/account/web/captcha',
    {
      config: { permission: PUBLIC },
      schema: {
        operationId: 'getCaptcha',
        summary: 'A graphic code for the sign-in form (one a minute per address)',
        tags: TAGS,
        response: {
          200: envelopeSchema({
            type: 'object',
            properties: { captchaKey: { type: 'string' }, svg: { type: 'string' } },
            required: ['captchaKey', 'svg'],
          }),
          ...FAILURE_RESPONSES,
        },
      },
    },
    async (request) => ok(await captcha.create(request.ip)),
  );

  app.post(
    '/account/web/register',
    {
      config: { permission: PUBLIC },
      ...guarded,
      schema: {
        operationId: 'registerAccount',
        summary: 'Create an account with the default web role and sign it in',
        tags: TAGS,
        body: textBody(REGISTRATION_TEXT_FIELDS, { agree: { type: 'boolean' } }),
        response: SESSION_ANSWER,
      },
    },
    async (request) => {
      const form: RegistrationForm = {
        ...readForm(request.body, REGISTRATION_TEXT_FIELDS, TYPED_AS_IS),
        agree: (request.body as { agree?: unknown }).agree === true,
      };
      return ok(await register(flows, form, client(request)));
    },
  );

  app.post(
    '/account/web/sms/send',
    {
      config: { permission: PUBLIC },
      ...guarded,
      schema: {
        operationId: 'sendSmsCode',
        summary: 'Text a verification code to a phone (once a minute per number)',
        tags: TAGS,
        body: textBody(SMS_FIELDS, SCENE_DOC),
        response: NULL_ANSWER,
      },
    },
    async (request) => {
      await sendSmsCode(flows, readForm(request.body, SMS_FIELDS));
      return ok(null);
    },
  );

  app.post(
    '/account/web/email/send',
    {
      config: { permission: PUBLIC },
      ...guarded,
      schema: {
        operationId: 'sendEmailCode',
        summary: 'Mail a verification code to one address (once a minute per address)',
        tags: TAGS,
        body: textBody(EMAIL_FIELDS, SCENE_DOC),
        response: NULL_ANSWER,
      },
    },
    async (request) => {
      await sendEmailCode(flows, readForm(request.body, EMAIL_FIELDS));
      return ok(null);
    },
  );

  app.post(
    '/account/web/password/reset-by-phone',
    {
      config: { permission: PUBLIC },
      ...guarded,
      schema: {
        operationId: 'resetPasswordByPhone',
        summary: 'Set a new password with a code texted to the account’s phone',
        tags: TAGS,
        body: textBody(BY_PHONE_FIELDS),
        response: NULL_ANSWER,
      },
    },
    async (request) => {
      await resetPasswordByPhone(
        flows,
        readForm<(typeof BY_PHONE_FIELDS)[number]>(request.body, BY_PHONE_FIELDS, NEW_PASSWORD),
      );
      return ok(null);
    },
  );

  app.post(
    '/account/web/password/reset-by-email',
    {
      config: { permission: PUBLIC },
      ...guarded,
      schema: {
        operationId: 'resetPasswordByEmail',
        summary: 'Set a new password with a code mailed to the account’s address',
        tags: TAGS,
        body: textBody(BY_EMAIL_FIELDS),
        response: NULL_ANSWER,
      },
    },
    async (request) => {
      await resetPasswordByEmail(
        flows,
        readForm<(typeof BY_EMAIL_FIELDS)[number]>(request.body, BY_EMAIL_FIELDS, NEW_PASSWORD),
      );
      return ok(null);
    },
  );

  app.post(
    '/account/web/password/change',
    {
      config: { permission: SIGNED_IN },
      ...guarded,
      schema: {
        operationId: 'changePassword',
        summary: 'Change the signed-in account’s password; its other sessions end',
        tags: TAGS,
        security: SIGNED_IN_SECURITY,
        body: textBody(CHANGE_FIELDS),
        response: NULL_ANSWER,
      },
    },
    async (request) => {
      const form = readForm(request.body, CHANGE_FIELDS, CHANGE_FIELDS);
      await changePassword(flows, principalOf(request), form, tokenOf(request) ?? '');
      return ok(null);
    },
  );
}
