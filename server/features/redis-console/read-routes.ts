import type { FastifyInstance } from 'fastify';
import { ok } from '../../../contract/envelope';
import { Code } from '../../../contract/errors';
import type { CacheStore } from '../../cache/cache-store';
import { envelopeSchema, FAILURE_RESPONSES } from '../../crud/route-schemas';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { ApiError } from '../../http/api-error';
import { keyOf, scanRequestOf } from './console-input';
import { KEY_DETAIL, KEY_QUERY, KEYS_PAGE, KEYS_QUERY } from './console-schemas';
import { isSecretKey } from './secret-keys';

export const CONSOLE_BASE = '/api/redis-console';
export const CONSOLE_TAG = 'Redis console';
export const READ_PERMISSION = 'redis-console';

/** `GET /api/redis-console/keys` (a page of keys by SCAN) and `GET /api/redis-console/key` (one key's detail). */
export function registerReadRoutes(app: FastifyInstance, cache: CacheStore): void {
  app.get(
    `${CONSOLE_BASE}/keys`,
    {
      config: { permission: READ_PERMISSION },
      schema: {
        summary: 'A page of keys matching a pattern (SCAN with a cursor, never KEYS), with their type and time to live',
        tags: [CONSOLE_TAG],
        security: SIGNED_IN_SECURITY,
        querystring: KEYS_QUERY,
        response: { 200: envelopeSchema(KEYS_PAGE), ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const scan = scanRequestOf(request.query as Record<string, unknown>);
      const [page, total] = await Promise.all([cache.console.scanPage(scan), cache.console.size()]);
      const keys = page.keys.map((row) => ({ ...row, masked: isSecretKey(row.key) }));
      return ok({ ...page, keys, total, store: cache.kind });
    },
  );

  app.get(
    `${CONSOLE_BASE}/key`,
    {
      config: { permission: READ_PERMISSION },
      schema: {
        summary: "A key's type, time to live, encoding, memory and value (the first 500 items; secrets masked)",
        tags: [CONSOLE_TAG],
        security: SIGNED_IN_SECURITY,
        querystring: KEY_QUERY,
        response: { 200: envelopeSchema(KEY_DETAIL), ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const key = keyOf(request.query as Record<string, unknown>);
      const detail = await cache.console.inspect(key);
      if (!detail) throw missingKey(key);
      const masked = isSecretKey(key);
      return ok({ key, ...detail, ...(masked ? { value: null } : {}), masked });
    },
  );
}

export function missingKey(key: string, field = 'key'): ApiError {
  return ApiError.ofFields(Code.NOT_FOUND, `no key ${key}`, [{ field, rule: 'exists' }]);
}
