import type { useTranslate } from 'react-admin';

/** What `POST /api/third-clouds/:id/test` answers (docs/architecture.md, The HTTP contract). */
export type ProbeResult = { ok: boolean; status?: number; elapsedMs: number; error?: string };

const ERROR_KEYS: Record<string, string> = {
  'forbidden-address': 'forbidden_address',
  timeout: 'timeout',
  refused: 'refused',
  unresolved: 'unresolved',
  unreachable: 'unreachable',
  reset: 'reset',
  'too-many-redirects': 'too_many_redirects',
  'bad-redirect': 'bad_redirect',
};

/** A connection test's answer in words of the current language: the status, or why no usable answer came. */
export function probeInWords(result: ProbeResult, translate: ReturnType<typeof useTranslate>): string {
  const ms = result.elapsedMs;
  if (!result.error)
    return translate(`app.third-clouds.${result.ok ? 'answered' : 'answered_badly'}`, { status: result.status, ms });
  const [code = '', ...rest] = result.error.split(': ');
  const detail = rest.join(': ');
  const key = ERROR_KEYS[code];
  if (!key) return translate('app.third-clouds.network', { detail: detail || result.error });
  return translate(`app.third-clouds.${key}`, { address: detail, detail, ms });
}
