/** One line per event on standard output: the time, the event, then its details as key=value. */
export function logEvent(event: string, details: Record<string, unknown> = {}): void {
  const parts = Object.entries(details)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${typeof value === 'string' && !/\s/.test(value) ? value : JSON.stringify(value)}`);
  process.stdout.write(`${new Date().toISOString()} ${event}${parts.length > 0 ? ` ${parts.join(' ')}` : ''}\n`);
}
