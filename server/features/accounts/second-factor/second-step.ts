import { Code } from '../../../../contract/errors';
import { LOGIN_REASONS } from '../../../../contract/login-reasons';
import type { SessionTokens } from '../../../auth/session-tokens';
import type { ResourceServices } from '../../../crud/resource-services';
import type { Row } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import type { SignInCaptcha } from '../captcha';
import {
  type AfterPassword,
  type Client,
  openSession,
  recordAttempt,
  refuseClosedAccount,
  type SignInFactor,
} from '../sign-in';
import type { Passkeys } from './passkeys';
import type { SecondFactorStore } from './second-factor-store';
import { CHALLENGE_SECONDS, type SignInChallenges } from './sign-in-challenges';

/** The two kinds of sign-in step: a right password awaiting its second factor, a passkey alone. */
const SECOND_STEP = 'second-factor';
const PASSKEY_STEP = 'passkey';

/** The refusals that count as a wrong guess; a malformed request does not. */
const WRONG_FACTOR_CODES = new Set<number>([Code.SECOND_FACTOR_CODE_WRONG, Code.PASSKEY_REFUSED]);

interface SecondStepState {
  adminId: number;
  remember: boolean;
  /** The challenge the account's passkeys are asked to sign, when it has any. */
  webauthnChallenge?: string;
}

interface PasskeyStepState {
  webauthnChallenge: string;
}

/** What the second step sends: the challenge of 6200 and one of the factors. */
export interface SecondStepAnswer {
  challenge: unknown;
  code?: string;
  recoveryCode?: string;
  passkey?: unknown;
}

/** Whether an account must set a factor up; its roles' `requireSecondFactor` against its own flag. */
export function secondFactorDue(admin: Row, roles: readonly Row[]): boolean {
  return admin.secondFactor !== true && roles.some((role) => role.requireSecondFactor === true);
}

/**
 * The sign-in's second step (docs/security.md#second-factor). After a right password, an
 * account with an authenticator app or a passkey gets no session but 6200 and a challenge
 * (five minutes, single use, any node); the session opens when the challenge comes back
 * with a fresh authenticator code, an unused recovery code or a signature of one of the
 * account's passkeys. A wrong one is counted like a wrong password (the graphic code then
 * applies: the challenge closes and the sign-in starts again) and logged. A passkey may also
 * be the only step, for an account that chose that.
 */
export class SecondStep {
  constructor(
    private readonly services: ResourceServices,
    private readonly sessions: SessionTokens,
    private readonly store: SecondFactorStore,
    private readonly passkeys: Passkeys,
    private readonly challenges: SignInChallenges,
    private readonly captcha?: SignInCaptcha,
  ) {}

  readonly afterPassword: AfterPassword = async (admin, credentials) => {
    const adminId = Number(admin.id);
    const state = await this.store.stateOf(adminId);
    if (!state.totp && state.passkeys.length === 0) return undefined;
    const passkeyRows = state.passkeys.length > 0 ? await this.store.passkeysOf(adminId) : [];
    const passkeyOptions = passkeyRows.length > 0 ? await this.passkeys.authenticationOptions(passkeyRows) : undefined;
    const challenge = await this.challenges.open<SecondStepState>(SECOND_STEP, {
      adminId,
      remember: credentials.remember,
      webauthnChallenge: passkeyOptions?.challenge,
    });
    const methods = [...(state.totp ? ['totp', 'recovery'] : []), ...(passkeyOptions ? ['passkey'] : [])];
    throw new ApiError(Code.SECOND_FACTOR_REQUIRED, undefined, {
      challenge,
      methods,
      passkeyOptions: passkeyOptions ?? null,
      expiresInSeconds: CHALLENGE_SECONDS,
    });
  };

  async finish(answer: SecondStepAnswer, client: Client): Promise<{ token: string; expiresAt: string }> {
    const state = await this.challenges.read<SecondStepState>(SECOND_STEP, answer.challenge);
    const challenge = String(answer.challenge);
    const admin = await this.services.tables.of('admin').findById(state.adminId);
    if (!admin) throw new ApiError(Code.SECOND_FACTOR_CHALLENGE_EXPIRED);
    const accountName = String(admin.accountName ?? '');
    await refuseClosedAccount(this.services, admin, accountName, client);
    const factor = await this.factorProved(answer, state).catch(async (error: unknown) => {
      if (error instanceof ApiError && WRONG_FACTOR_CODES.has(error.code))
        await this.countWrong(challenge, admin, client);
      throw error;
    });
    await this.challenges.finish(SECOND_STEP, challenge);
    await this.captcha?.recordSuccess({ adminId: state.adminId });
    return openSession(this.services, this.sessions, admin, { remember: state.remember, client, factor });
  }

  /** Options for a sign-in by passkey alone, with their single-use challenge. */
  async passkeyOptions(): Promise<{ challenge: string; options: unknown; expiresInSeconds: number }> {
    const options = await this.passkeys.authenticationOptions();
    const challenge = await this.challenges.open<PasskeyStepState>(PASSKEY_STEP, {
      webauthnChallenge: options.challenge,
    });
    return { challenge, options, expiresInSeconds: CHALLENGE_SECONDS };
  }

  /** A sign-in by passkey alone: only for an account that chose it (6204 otherwise), verified by the device. */
  async signInWithPasskey(
    answer: { challenge: unknown; passkey: unknown; remember: boolean },
    client: Client,
  ): Promise<{ token: string; expiresAt: string }> {
    const state = await this.challenges.read<PasskeyStepState>(PASSKEY_STEP, answer.challenge);
    const challenge = String(answer.challenge);
    const passkey = await this.passkeys.authenticate(state.webauthnChallenge, answer.passkey, {
      requireUserVerification: true,
    });
    const adminId = Number(passkey.adminId);
    const admin = await this.services.tables.of('admin').findById(adminId);
    if (!admin || !(await this.store.stateOf(adminId)).passkeyOnly)
      throw new ApiError(Code.PASSKEY_REFUSED, 'this account signs in with its password first');
    await refuseClosedAccount(this.services, admin, String(admin.accountName ?? ''), client);
    await this.challenges.finish(PASSKEY_STEP, challenge);
    return openSession(this.services, this.sessions, admin, { remember: answer.remember, client, factor: 'passkey' });
  }

  private async factorProved(answer: SecondStepAnswer, state: SecondStepState): Promise<SignInFactor> {
    if (answer.passkey !== undefined && answer.passkey !== null) {
      if (!state.webauthnChallenge) throw new ApiError(Code.PASSKEY_REFUSED, 'this account has no passkey');
      await this.passkeys.authenticate(state.webauthnChallenge, answer.passkey, {
        adminId: state.adminId,
        requireUserVerification: false,
      });
      return 'passkey';
    }
    if (answer.recoveryCode) {
      if (await this.store.takeRecoveryCode(state.adminId, answer.recoveryCode)) return 'recovery';
      throw new ApiError(Code.SECOND_FACTOR_CODE_WRONG);
    }
    if (answer.code) {
      if (await this.store.takeTotpCode(state.adminId, answer.code)) return 'totp';
      throw new ApiError(Code.SECOND_FACTOR_CODE_WRONG);
    }
    throw new ApiError(Code.BAD_REQUEST, 'send code, recoveryCode or passkey with the challenge');
  }

  /** A wrong factor: logged, counted against the account like a wrong password, and the step closed when it must be. */
  private async countWrong(challenge: string, admin: Row, client: Client): Promise<void> {
    const adminId = Number(admin.id);
    await recordAttempt(this.services, {
      accountName: String(admin.accountName ?? ''),
      adminId,
      client,
      reason: LOGIN_REASONS.secondFactor,
    });
    await this.captcha?.recordFailure({ adminId }, client.ip);
    const open = await this.challenges.countWrong(SECOND_STEP, challenge);
    if (open && this.captcha && (await this.captcha.required({ adminId }, client.ip)))
      await this.challenges.close(SECOND_STEP, challenge);
  }
}
