/**
 * Whether a failure says Redis cannot be reached now: ioredis gives up on a command after its
 * retries while it reconnects, or finds its connection closed. A call that needs the shared
 * cache (sign-in's counters, one-time codes, an import's plan) answers 503 with its code then;
 * what does not need it goes on.
 */
export function isCacheUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'MaxRetriesPerRequestError') return true;
  return typeof message === 'string' && /^Connection is closed\.|Stream isn't writeable/.test(message);
}
