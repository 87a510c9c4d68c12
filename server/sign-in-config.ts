import { isIP } from 'node:net';

/**
 * The second factor's settings (docs/security.md#second-factor): where passkeys belong (the
 * WebAuthn relying party: its id, a domain, and the origin a browser signs for) and whether the
 * built-in super-admin role requires a second factor.
 */
export interface SignInConfig {
  /** The console's address as its users reach it (`PUBLIC_URL`); unset on a development machine. */
  publicUrl?: string;
  passkeys: {
    /** The relying party id: the console's domain or a parent of it; `localhost` when unset. */
    rpId: string;
    /** The name an authenticator shows beside the passkey. */
    rpName: string;
    /**
     * The origin a passkey's signature must name. Unset (no `PUBLIC_URL`): any
     * `http(s)://localhost:<port>`, the development default.
     */
    origin?: string;
  };
  requireSecondFactorForSuperAdmin: boolean;
}

const DEFAULT_RP_NAME = 'Intercom console';

export function readSignInConfig(
  value: (name: string) => string | undefined,
  readFlag: (name: string) => boolean,
  problems: string[],
): SignInConfig {
  const publicUrl = value('PUBLIC_URL');
  const rpName = value('WEBAUTHN_RP_NAME') ?? DEFAULT_RP_NAME;
  const requireSecondFactorForSuperAdmin = readFlag('REQUIRE_SECOND_FACTOR_FOR_SUPER_ADMIN');
  const rpIdSet = value('WEBAUTHN_RP_ID')?.toLowerCase();
  const originSet = value('WEBAUTHN_ORIGIN');
  const config = (rpId: string, origin?: string): SignInConfig => ({
    publicUrl,
    passkeys: { rpId, rpName, origin },
    requireSecondFactorForSuperAdmin,
  });
  if (publicUrl === undefined) {
    if (rpIdSet !== undefined || originSet !== undefined)
      problems.push('WEBAUTHN_RP_ID and WEBAUTHN_ORIGIN need PUBLIC_URL, the console address they must match');
    return config('localhost');
  }
  const publicAddress = parsedUrl(publicUrl);
  if (!publicAddress) {
    problems.push(`PUBLIC_URL must be an http:// or https:// address, got "${publicUrl}"`);
    return config('localhost');
  }
  const host = publicAddress.hostname.toLowerCase();
  const rpId = rpIdSet ?? host;
  const origin = originSet ?? publicAddress.origin;
  if (originSet !== undefined && parsedUrl(originSet)?.origin !== publicAddress.origin)
    problems.push(`WEBAUTHN_ORIGIN must be the origin of PUBLIC_URL (${publicAddress.origin}), got "${originSet}"`);
  if (isIP(rpId.replace(/^\[|\]$/g, '')) !== 0)
    problems.push(
      `WEBAUTHN_RP_ID must be a domain name, not an address ("${rpId}"): passkeys need the console served under a name`,
    );
  else if (rpId !== host && !host.endsWith(`.${rpId}`))
    problems.push(`WEBAUTHN_RP_ID must be the host of PUBLIC_URL (${host}) or a domain above it, got "${rpId}"`);
  return config(rpId, origin);
}

function parsedUrl(text: string): URL | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}
