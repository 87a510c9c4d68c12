/**
 * Keys whose values open something: cached session lookups (`session:<SHA-256 of the
 * token>`; the token itself is never part of a key) and one-time codes
 * (`code:<channel>:<scene>:<recipient>`, a salted hash of the code). The console shows
 * that they exist, with their type and time to live, but never their value; it only
 * deletes them (ending a cached lookup or a code), and writes nothing that would read,
 * forge or keep alive such a value: no edit, rename (from or to), or time to live.
 */
const SECRET_PREFIXES = ['session:', 'code:'] as const;

export function isSecretKey(key: string): boolean {
  return SECRET_PREFIXES.some((prefix) => key.startsWith(prefix));
}
