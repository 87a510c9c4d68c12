/** The time limit of a console statement when SQL_CONSOLE_TIMEOUT_MS is not set. */
const DEFAULT_TIMEOUT_MS = 5000;

/** How long a console statement may run (`SQL_CONSOLE_TIMEOUT_MS`, 100 ms to 10 minutes); a bad value stops the server at start. */
export function consoleTimeoutMs(env: Record<string, string | undefined> = process.env): number {
  const raw = env.SQL_CONSOLE_TIMEOUT_MS?.trim();
  if (!raw) return DEFAULT_TIMEOUT_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 100 || value > 600_000) {
    throw new Error(`SQL_CONSOLE_TIMEOUT_MS must be a whole number of milliseconds from 100 to 600000, got "${raw}"`);
  }
  return value;
}
