import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps read an `otpauth://` URI by default: SHA-1, six digits, 30 s steps. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const ALGORITHM = 'SHA1';
/** A code of the step before or after is taken too: the phone's clock and the typing take time. */
const WINDOW_STEPS = 1;
const SECRET_BYTES = 20;

function totpOf(secret: string, label = '', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD_SECONDS,
  });
}

/** A new random secret (160 bits, as RFC 4226 recommends), in base32 as the apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The `otpauth://totp/…` address a QR code carries to the app. */
export function totpUri(secret: string, accountName: string, issuer: string): string {
  return totpOf(secret, accountName, issuer).toString();
}

/**
 * The time step a typed code belongs to (the current one or one either side), or undefined
 * when it matches none. Storing the last step used refuses a code typed twice.
 */
export function totpStepOf(secret: string, code: string, now: number = Date.now()): number | undefined {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totpOf(secret).validate({ token, timestamp: now, window: WINDOW_STEPS });
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}
