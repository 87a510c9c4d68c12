/**
 * A live session of an account as the sessions routes answer it (docs/features/sessions.md):
 * the browser and the API tests read the same shape. Its token's hash never leaves the server.
 */
export interface SessionListing {
  id: number;
  /** When it was signed in. */
  createdAt: string;
  /** When a request last used it (written at most once a minute). */
  lastSeenAt: string | null;
  expiresAt: string;
  /** Signed in with "remember me" (30 days). */
  remember: boolean;
  /** The address it was signed in from. */
  ip: string | null;
  /** The user agent it was signed in with, as sent. */
  userAgent: string | null;
  /** A short name of that browser and system, such as "Chrome 120 (Windows)"; null when unknown. */
  browser: string | null;
  /** The session of the token the request sent. */
  current: boolean;
}
