import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { Code } from '../../../../contract/errors';
import type { Row } from '../../../db/database';
import type { FeatureTables } from '../../../db/resource-tables';
import { ApiError } from '../../../http/api-error';
import type { SignInConfig } from '../../../sign-in-config';

/** Loaded with the first passkey asked for, not at start. */
const webauthn = () => import('@simplewebauthn/server');

const TIMEOUT_MS = 120_000;
/** Without PUBLIC_URL, a console opened at localhost on any port (a development machine). */
const LOCALHOST_ORIGIN = /^https?:\/\/localhost(:\d{1,5})?$/;

/**
 * Passkeys (WebAuthn) through SimpleWebAuthn: the options a browser needs to make or use one,
 * and the checks of what it sends back, against this console's relying party and origin
 * (sign-in-config.ts). The challenge the browser signs is the library's random one, kept by the
 * caller in a single-use sign-in step.
 */
export class Passkeys {
  constructor(
    private readonly tables: FeatureTables,
    private readonly config: SignInConfig['passkeys'],
  ) {}

  async registrationOptions(admin: Row, existing: readonly Row[]): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const { generateRegistrationOptions } = await webauthn();
    return generateRegistrationOptions({
      rpName: this.config.rpName,
      rpID: this.config.rpId,
      userName: String(admin.accountName),
      userDisplayName: [admin.surname, admin.name].filter(Boolean).join(' ') || String(admin.accountName),
      userID: new TextEncoder().encode(`admin:${String(admin.id)}`),
      timeout: TIMEOUT_MS,
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({
        id: String(passkey.credentialId),
        transports: transportsOf(passkey),
      })),
      // A discoverable credential, so that the passkey can also be the only step of a sign-in.
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
  }

  /** Checks a new passkey and keeps it under the account's name for it; 6204 when it does not verify. */
  async register(adminId: number, name: string, expectedChallenge: string, response: unknown): Promise<Row> {
    const { verifyRegistrationResponse } = await webauthn();
    const answer = asResponse<RegistrationResponseJSON>(response);
    const verification = await verifyRegistrationResponse({
      response: answer,
      expectedChallenge,
      expectedOrigin: this.originFor(answer),
      expectedRPID: this.config.rpId,
      requireUserVerification: false,
    }).catch(refused);
    if (!verification.verified) throw refused('the signature did not verify');
    const { credential } = verification.registrationInfo;
    if (await this.tables.of('admin-passkey').findOneWhere({ credentialId: credential.id }))
      throw refused('this passkey is registered already');
    return this.tables.of('admin-passkey').insert({
      adminId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
    });
  }

  /** Options to sign in with a passkey: of one account (the second step), or of any (the only step). */
  async authenticationOptions(passkeys?: readonly Row[]): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const { generateAuthenticationOptions } = await webauthn();
    return generateAuthenticationOptions({
      rpID: this.config.rpId,
      timeout: TIMEOUT_MS,
      userVerification: passkeys ? 'preferred' : 'required',
      allowCredentials: passkeys?.map((passkey) => ({
        id: String(passkey.credentialId),
        transports: transportsOf(passkey),
      })),
    });
  }

  /**
   * The passkey a signed challenge proves, checked: its signature, origin, relying party and
   * counter; of `adminId` when given (a passkey of another account is refused). Its counter and
   * last use are written. `requireUserVerification` for a sign-in by passkey alone.
   */
  async authenticate(
    expectedChallenge: string,
    response: unknown,
    options: { adminId?: number; requireUserVerification: boolean },
  ): Promise<Row> {
    const { verifyAuthenticationResponse } = await webauthn();
    const answer = asResponse<AuthenticationResponseJSON>(response);
    const passkey = await this.tables.of('admin-passkey').findOneWhere({ credentialId: answer.id });
    if (!passkey || (options.adminId !== undefined && Number(passkey.adminId) !== options.adminId))
      throw refused('it is not a passkey of this account');
    const verification = await verifyAuthenticationResponse({
      response: answer,
      expectedChallenge,
      expectedOrigin: this.originFor(answer),
      expectedRPID: this.config.rpId,
      credential: {
        id: String(passkey.credentialId),
        publicKey: new Uint8Array(Buffer.from(String(passkey.publicKey), 'base64url')),
        counter: Number(passkey.counter ?? 0),
        transports: transportsOf(passkey),
      },
      requireUserVerification: options.requireUserVerification,
    }).catch(refused);
    if (!verification.verified) throw refused('the signature did not verify');
    await this.tables.of('admin-passkey').touch(Number(passkey.id), {
      counter: verification.authenticationInfo.newCounter,
      lastUsedAt: new Date().toISOString(),
    });
    return passkey;
  }

  /**
   * The origin a response must name: the configured one, or without PUBLIC_URL the localhost
   * origin the browser reported (any other is refused by the library's check against it).
   */
  private originFor(answer: { response: { clientDataJSON: string } }): string {
    if (this.config.origin) return this.config.origin;
    const reported = clientOrigin(answer.response.clientDataJSON);
    return reported && LOCALHOST_ORIGIN.test(reported) ? reported : 'http://localhost';
  }
}

function clientOrigin(clientDataJSON: string): string | undefined {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    return typeof data === 'object' && data !== null && 'origin' in data ? String(data.origin) : undefined;
  } catch {
    return undefined;
  }
}

/** What a browser sent as a credential, shaped enough for the library to check (it checks the rest). */
function asResponse<Answer>(value: unknown): Answer & { id: string; response: { clientDataJSON: string } } {
  const shaped =
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { response?: { clientDataJSON?: unknown } }).response?.clientDataJSON === 'string';
  if (!shaped) throw new ApiError(Code.BAD_REQUEST, 'passkey must be the credential the browser answered, as JSON');
  return value as Answer & { id: string; response: { clientDataJSON: string } };
}

function transportsOf(passkey: Row): string[] | undefined {
  return Array.isArray(passkey.transports) && passkey.transports.length > 0
    ? passkey.transports.map(String)
    : undefined;
}

function refused(reason: unknown): never {
  const detail = reason instanceof Error ? reason.message : String(reason);
  throw new ApiError(Code.PASSKEY_REFUSED, detail.slice(0, 200));
}
