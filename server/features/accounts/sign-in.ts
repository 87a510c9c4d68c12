import { Code } from '../../../contract/errors';
import { LOGIN_REASONS } from '../../../contract/login-reasons';
import { verifyPassword } from '../../auth/password-hashing';
import { isDisabled, rolesOf } from '../../auth/principal';
import type { SessionTokens } from '../../auth/session-tokens';
import type { ResourceServices } from '../../crud/resource-services';
import type { Row } from '../../db/database';
import type { FeatureTables } from '../../db/resource-tables';
import { ApiError } from '../../http/api-error';
import type { FailureSubject, SignInCaptcha } from './captcha';

/** What a sign-in form sends (docs/architecture.md#the-http-contract). The account is named by its account name, phone or email. */
export interface Credentials {
  accountName?: string;
  phone?: string;
  email?: string;
  password: string;
  remember: boolean;
  captchaKey?: string;
  captchaCode?: string;
}

export interface Client {
  ip: string;
  userAgent?: string;
}

const MAX_LOGGED_TEXT = { accountName: 100, userAgent: 500, reason: 200 } as const;

/** Which factor opened a session, as the login log keeps it. */
export type SignInFactor = 'password' | 'totp' | 'recovery' | 'passkey';

/** What happens after a right password: a session at once, or a second step (second-factor/second-step.ts). */
export type AfterPassword = (
  admin: Row,
  credentials: Credentials,
  client: Client,
) => Promise<{ token: string; expiresAt: string } | undefined>;

/**
 * Checks the credentials, opens a session and writes every attempt to the admin
 * login log. A wrong account and a wrong password give the same 6035 after the same
 * amount of work, so the answer does not tell which accounts exist. An account with a
 * second factor gets no session here: `afterPassword` answers 6200 with a challenge.
 */
export async function signIn(
  services: ResourceServices,
  sessions: SessionTokens,
  credentials: Credentials,
  client: Client,
  captcha?: SignInCaptcha,
  afterPassword?: AfterPassword,
): Promise<{ token: string; expiresAt: string }> {
  const admin = await checkPassword(services, credentials, client, captcha);
  const stepped = await afterPassword?.(admin, credentials, client);
  if (stepped) return stepped;
  return openSession(services, sessions, admin, { remember: credentials.remember, client, factor: 'password' });
}

/** The password step: the account whose password this is, or the refusal of the catalogue (and the attempt logged). */
export async function checkPassword(
  services: ResourceServices,
  credentials: Credentials,
  client: Client,
  captcha?: SignInCaptcha,
): Promise<Row> {
  const { tables } = services;
  const named = nameTyped(credentials);
  // The account is found first so that its failures count together whichever identifier was typed.
  const admin = await findAccount(tables, credentials);
  const subject: FailureSubject = admin ? { adminId: Number(admin.id) } : { typedName: named };
  if (captcha && (await captcha.required(subject, client.ip))) {
    try {
      await captcha.check(credentials.captchaKey, credentials.captchaCode);
    } catch (error) {
      await recordAttempt(services, {
        accountName: named,
        adminId: admin ? Number(admin.id) : null,
        client,
        reason: LOGIN_REASONS.captcha,
      });
      throw error;
    }
  }
  const passwordMatches = await verifyPassword(admin ? stringOrNull(admin.passwordHash) : null, credentials.password);
  if (!admin || !passwordMatches) {
    await recordAttempt(services, {
      accountName: named,
      client,
      adminId: admin ? Number(admin.id) : null,
      reason: LOGIN_REASONS.credentials,
    });
    await captcha?.recordFailure(subject, client.ip);
    throw new ApiError(Code.ACCOUNT_OR_PASSWORD);
  }
  await refuseClosedAccount(services, admin, named, client);
  await captcha?.recordSuccess(subject);
  return admin;
}

/** 6043 for a disabled account, 6046 for one without a role, logged as such. */
export async function refuseClosedAccount(
  services: ResourceServices,
  admin: Row,
  accountName: string,
  client: Client,
): Promise<void> {
  const adminId = Number(admin.id);
  if (isDisabled(admin)) {
    await recordAttempt(services, { accountName, client, adminId, reason: LOGIN_REASONS.disabled });
    throw new ApiError(Code.USER_DISABLED);
  }
  // An account whose every role was deleted (a registered one loses the default web role) may not sign in.
  if ((await rolesOf(services.tables, admin)).length === 0) {
    await recordAttempt(services, { accountName, client, adminId, reason: LOGIN_REASONS.noRole });
    throw new ApiError(Code.USER_LOST_DEFAULT_ROLE);
  }
}

/** A new session of a signed-in account: its bookkeeping and the login log's row naming the factor. */
export async function openSession(
  services: ResourceServices,
  sessions: SessionTokens,
  admin: Row,
  { remember, client, factor }: { remember: boolean; client: Client; factor: SignInFactor },
): Promise<{ token: string; expiresAt: string }> {
  const adminId = Number(admin.id);
  const session = await sessions.issue(adminId, remember, { ip: client.ip, userAgent: client.userAgent });
  await services.of('admin').systemUpdate(
    adminId,
    {
      lastLoginIp: client.ip,
      lastLoginAt: new Date().toISOString(),
      loginCount: (typeof admin.loginCount === 'number' ? admin.loginCount : 0) + 1,
    },
    { bookkeeping: true },
  );
  await recordAttempt(services, { accountName: String(admin.accountName ?? ''), client, adminId, factor });
  return session;
}

/** What the sign-in box held: the name the login log keeps. */
export function nameTyped(credentials: Credentials): string {
  return credentials.accountName ?? credentials.phone ?? credentials.email ?? '';
}

/** One sign-in box takes an account name, a phone number or an email; explicit fields narrow it. */
async function findAccount(tables: FeatureTables, credentials: Credentials): Promise<Row | undefined> {
  const admins = tables.of('admin');
  if (credentials.accountName !== undefined) {
    const name = credentials.accountName;
    return (
      (await admins.findOneWhere({ accountName: name })) ??
      (await admins.findOneWhere({ phone: name })) ??
      (await admins.findOneWhere({ email: name }))
    );
  }
  if (credentials.phone !== undefined) return admins.findOneWhere({ phone: credentials.phone });
  if (credentials.email !== undefined) return admins.findOneWhere({ email: credentials.email });
  return undefined;
}

/** One row of the admin login log: a failure with its reason, or a success with the factor that opened it. */
export async function recordAttempt(
  services: ResourceServices,
  attempt: { accountName: string; adminId: number | null; client: Client; reason?: string; factor?: SignInFactor },
): Promise<void> {
  await services.of('admin-login-log').systemCreate({
    accountName: attempt.accountName.slice(0, MAX_LOGGED_TEXT.accountName),
    adminId: attempt.adminId,
    attemptedAt: new Date().toISOString(),
    ip: attempt.client.ip,
    userAgent: attempt.client.userAgent?.slice(0, MAX_LOGGED_TEXT.userAgent) ?? null,
    success: attempt.reason === undefined,
    reason: attempt.reason?.slice(0, MAX_LOGGED_TEXT.reason) ?? null,
    factor: attempt.factor ?? null,
  });
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}
