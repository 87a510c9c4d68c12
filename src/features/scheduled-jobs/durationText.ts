/** A run's duration in words: milliseconds below ten seconds, else seconds. */
export function durationText(
  ms: number | null | undefined,
  translate: (key: string, options?: object) => string,
): string {
  if (ms === null || ms === undefined) return '';
  if (ms < 10_000) return translate('app.scheduled-jobs.duration_ms', { ms });
  return translate('app.scheduled-jobs.duration_s', { s: Math.round(ms / 1000) });
}
