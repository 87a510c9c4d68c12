/**
 * Whether a failure says the database cannot be reached now (refused, reset, shutting down,
 * restarting) rather than that a statement was wrong: such a call answers 503 with its
 * code, and the pool opens new connections by itself once the database is back.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, and the connection exceptions (class 08).
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

const UNREACHABLE_MESSAGES =
  /Connection terminated|connection timeout|Client has encountered a connection error|Connection ended/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
  return typeof message === 'string' && UNREACHABLE_MESSAGES.test(message);
}
