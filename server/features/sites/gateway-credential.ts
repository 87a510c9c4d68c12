import { createHash, randomBytes } from 'node:crypto';

const CREDENTIAL_BYTES = 32;

/**
 * The secret a bound gateway signs its device calls with: 32 random bytes, shown
 * once at binding and kept only as its SHA-256, so a copy of the database cannot
 * speak for a gateway. It is not an admin's token and opens no admin route.
 */
export function issueGatewayCredential(): { credential: string; credentialHash: string } {
  const credential = randomBytes(CREDENTIAL_BYTES).toString('base64url');
  return { credential, credentialHash: hashGatewayCredential(credential) };
}

export function hashGatewayCredential(credential: string): string {
  return createHash('sha256').update(credential).digest('hex');
}
