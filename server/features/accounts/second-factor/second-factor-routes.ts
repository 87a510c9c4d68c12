import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../../contract/envelope';
import { Code } from '../../../../contract/errors';
import { verifyPassword } from '../../../auth/password-hashing';
import { principalOf, SETTING_UP } from '../../../auth/route-permission';
import { NO_QUERY } from '../../../crud/route-schemas';
import { ApiError } from '../../../http/api-error';
import {
  CREDENTIAL_BODY,
  PASSKEY_OPTIONS_ANSWER,
  RECOVERY_CODES_ANSWER,
  STATE_ANSWER,
  TOTP_SETUP_ANSWER,
} from './answer-schemas';
import type { Passkeys } from './passkeys';
import type { SecondFactorStore } from './second-factor-store';
import { CHALLENGE_SECONDS, type SignInChallenges } from './sign-in-challenges';

export interface SecondFactorRoutesOptions {
  store: SecondFactorStore;
  passkeys: Passkeys;
  challenges: SignInChallenges;
  /** The name an authenticator app shows above the account's codes. */
  issuer: string;
}

const TAGS = ['Account'];
const BASE = '/account/web/second-factor';
const REGISTRATION_STEP = 'passkey-registration';
const NAME_MAX = 60;
const CODE_BODY = {
  type: 'object',
  properties: { code: { type: 'string', description: 'Six digits from the authenticator app' } },
  required: ['code'],
  additionalProperties: false,
};
const PASSKEY_ID = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 } },
  required: ['id'],
};

/**
 * The signed-in account's own second factor (docs/security.md#second-factor): its
 * authenticator app, recovery codes and passkeys. Open to an account whose role requires a
 * factor it has not set up yet (SETTING_UP): that is where the console leads it.
 */
export function registerSecondFactorRoutes(app: FastifyInstance, options: SecondFactorRoutesOptions): void {
  const { store, passkeys, challenges } = options;
  const route = (operationId: string, summary: string, extra: Record<string, unknown> = {}) => ({
    config: { permission: SETTING_UP },
    schema: { operationId, summary, tags: TAGS, querystring: NO_QUERY, response: STATE_ANSWER, ...extra },
  });
  const stateOf = async (request: FastifyRequest) => {
    const principal = principalOf(request);
    const required = principal.roles.some((role) => role.requireSecondFactor === true);
    return { ...(await store.stateOf(principal.adminId)), required };
  };

  app.get(
    BASE,
    route('getSecondFactor', "The account's authenticator app, recovery codes and passkeys"),
    async (request) => ok(await stateOf(request)),
  );

  app.post(
    `${BASE}/totp`,
    route('beginAuthenticatorApp', 'Start setting up an authenticator app: its secret, address and QR code', {
      response: TOTP_SETUP_ANSWER,
    }),
    async (request) => {
      const { admin, adminId } = principalOf(request);
      const secret = await store.beginTotp(adminId);
      const { totpUri } = await import('./totp');
      const uri = totpUri(secret, String(admin.accountName), options.issuer);
      const { toString: qrCode } = await import('qrcode');
      return ok({ secret, uri, qrSvg: await qrCode(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) });
    },
  );

  app.post(
    `${BASE}/totp/confirm`,
    route(
      'confirmAuthenticatorApp',
      'Turn the authenticator app on with one of its codes; answers ten recovery codes, once',
      {
        body: CODE_BODY,
        response: RECOVERY_CODES_ANSWER,
      },
    ),
    async (request) => {
      const { code } = request.body as { code: string };
      return ok({ recoveryCodes: await store.confirmTotp(principalOf(request).adminId, code) });
    },
  );

  app.post(
    `${BASE}/totp/disable`,
    route('turnOffAuthenticatorApp', 'Turn the authenticator app off: the password and a current code', {
      body: {
        type: 'object',
        properties: { password: { type: 'string' }, code: { type: 'string' } },
        required: ['password', 'code'],
        additionalProperties: false,
      },
    }),
    async (request) => {
      const principal = principalOf(request);
      const { password, code } = request.body as { password: string; code: string };
      await checkPassword(principal.admin.passwordHash, password);
      if (!(await store.takeTotpCode(principal.adminId, code))) throw new ApiError(Code.SECOND_FACTOR_CODE_WRONG);
      await store.disableTotp(principal.adminId);
      return ok(await stateOf(request));
    },
  );

  app.post(
    `${BASE}/recovery-codes`,
    route('renewRecoveryCodes', 'New recovery codes in place of the old ones, with a current code; shown once', {
      body: CODE_BODY,
      response: RECOVERY_CODES_ANSWER,
    }),
    async (request) => {
      const { adminId } = principalOf(request);
      const { code } = request.body as { code: string };
      if (!(await store.takeTotpCode(adminId, code))) throw new ApiError(Code.SECOND_FACTOR_CODE_WRONG);
      return ok({ recoveryCodes: await store.renewRecoveryCodes(adminId) });
    },
  );

  app.post(
    `${BASE}/passkeys/options`,
    route('passkeyRegistrationOptions', 'Options to register a new passkey of the account', {
      response: PASSKEY_OPTIONS_ANSWER,
    }),
    async (request) => {
      const { admin, adminId } = principalOf(request);
      const made = await passkeys.registrationOptions(admin, await store.passkeysOf(adminId));
      const challenge = await challenges.open(REGISTRATION_STEP, { adminId, webauthnChallenge: made.challenge });
      return ok({ challenge, options: made, expiresInSeconds: CHALLENGE_SECONDS });
    },
  );

  app.post(
    `${BASE}/passkeys`,
    route('registerPasskey', 'Register a passkey: the challenge of its options, a name and the credential', {
      body: {
        type: 'object',
        properties: { challenge: { type: 'string' }, name: { type: 'string' }, passkey: CREDENTIAL_BODY },
        required: ['challenge', 'name', 'passkey'],
        additionalProperties: false,
      },
    }),
    async (request) => {
      const { adminId } = principalOf(request);
      const body = request.body as { challenge: string; name: string; passkey: unknown };
      const name = checkedName(body.name);
      const state = await challenges.read<{ adminId: number; webauthnChallenge: string }>(
        REGISTRATION_STEP,
        body.challenge,
      );
      // A challenge opened by another account is refused as if it had never been issued.
      if (state.adminId !== adminId) throw new ApiError(Code.SECOND_FACTOR_CHALLENGE_EXPIRED);
      await passkeys.register(adminId, name, state.webauthnChallenge, body.passkey);
      await challenges.finish(REGISTRATION_STEP, body.challenge);
      await store.syncAccountFlag(adminId);
      return ok(await stateOf(request));
    },
  );

  app.put(
    `${BASE}/passkeys/:id`,
    route('renamePasskey', 'Rename one of the account’s passkeys', {
      params: PASSKEY_ID,
      body: {
        type: 'object',
        properties: { name: { type: 'string' } },
        required: ['name'],
        additionalProperties: false,
      },
    }),
    async (request) => {
      const { id } = request.params as { id: number };
      const name = checkedName((request.body as { name: string }).name);
      await store.renamePasskey(principalOf(request).adminId, id, name);
      return ok(await stateOf(request));
    },
  );

  app.delete(
    `${BASE}/passkeys/:id`,
    route('removePasskey', 'Remove one of the account’s passkeys', { params: PASSKEY_ID }),
    async (request) => {
      const { id } = request.params as { id: number };
      await store.removePasskey(principalOf(request).adminId, id);
      return ok(await stateOf(request));
    },
  );

  app.put(
    `${BASE}/passkey-only`,
    route('setPasskeyOnly', 'Whether a passkey alone signs the account in (it needs a passkey)', {
      body: {
        type: 'object',
        properties: { passkeyOnly: { type: 'boolean' } },
        required: ['passkeyOnly'],
        additionalProperties: false,
      },
    }),
    async (request) => {
      const { adminId } = principalOf(request);
      const { passkeyOnly } = request.body as { passkeyOnly: boolean };
      if (passkeyOnly && (await store.passkeysOf(adminId)).length === 0)
        throw new ApiError(Code.PASSKEY_REFUSED, 'register a passkey first');
      await store.setPasskeyOnly(adminId, passkeyOnly);
      return ok(await stateOf(request));
    },
  );
}

async function checkPassword(storedHash: unknown, password: string): Promise<void> {
  if (!password) throw new ApiError(Code.PASSWORD_EMPTY);
  if (!(await verifyPassword(typeof storedHash === 'string' ? storedHash : null, password)))
    throw new ApiError(Code.OLD_PASSWORD_WRONG);
}

function checkedName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > NAME_MAX) throw new ApiError(Code.PASSKEY_NAME_INVALID);
  return trimmed;
}
