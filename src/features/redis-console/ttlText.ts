import type { TranslateFunction } from 'react-admin';

/** A time to live in words: "No expiry", or seconds. */
export function ttlText(ttl: number, translate: TranslateFunction): string {
  return ttl < 0
    ? translate('app.redis-console.no_ttl')
    : translate('app.redis-console.seconds', { count: ttl.toLocaleString() });
}
