import type { KeyDetailAnswer, KeysPage, KeyType, ListedKey } from '../../../contract/redis-console';
import type { HttpClient } from '../../providers/http';
import { useConsoleApi } from '../../providers/useConsoleHttp';

export { KEY_TYPES, type KeyType, LONGEST_PATTERN, PAGE_TIME_BUDGET_MS } from '../../../contract/redis-console';
export type KeyRow = ListedKey;
export type KeyDetail = KeyDetailAnswer;

export interface ScanQuery {
  pattern: string;
  type: KeyType | '';
  cursor: string;
}

const BASE = '/api/redis-console';
export const PAGE_SIZE = 200;

/** The Redis console's calls: pages of keys, a key's detail, and the writes. */
export function redisConsoleApi(http: HttpClient) {
  return {
    keys: ({ pattern, type, cursor }: ScanQuery) => {
      const query = new URLSearchParams({ pattern: pattern || '*', cursor, count: String(PAGE_SIZE) });
      if (type) query.set('type', type);
      return http.request<KeysPage>('GET', `${BASE}/keys`, { query });
    },
    detail: (key: string) =>
      http.request<KeyDetailAnswer>('GET', `${BASE}/key`, { query: new URLSearchParams({ key }) }),
    setString: (key: string, value: string) => http.request('PUT', `${BASE}/key`, { body: { key, value } }),
    setHashField: (key: string, field: string, value: string) =>
      http.request('PUT', `${BASE}/key/hash-field`, { body: { key, field, value } }),
    setTtl: (key: string, ttl: number | null) => http.request('POST', `${BASE}/key/ttl`, { body: { key, ttl } }),
    rename: (key: string, newKey: string) => http.request('POST', `${BASE}/key/rename`, { body: { key, newKey } }),
    remove: (keys: string[]) => http.request<{ deleted: number }>('POST', `${BASE}/keys/delete`, { body: { keys } }),
  };
}

export type RedisConsoleApi = ReturnType<typeof redisConsoleApi>;

export function useRedisConsoleApi(): RedisConsoleApi {
  return useConsoleApi(redisConsoleApi);
}
