import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { ok } from '../../../contract/envelope';
import { Code } from '../../../contract/errors';
import type { WriteOutcome } from '../../cache/cache-console';
import type { CacheStore } from '../../cache/cache-store';
import type { JsonSchema } from '../../crud/json-schema';
import { envelopeSchema, FAILURE_RESPONSES } from '../../crud/route-schemas';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { ApiError } from '../../http/api-error';
import { withBodyCheckedByHandler } from '../../http/request-validator';
import { hashFieldOf, keyListOf, keyOf, textOf, ttlOf } from './console-input';
import { DELETE_BODY, DELETED, HASH_FIELD_BODY, RENAME_BODY, STRING_BODY, TTL_BODY, WRITTEN } from './console-schemas';
import { CONSOLE_BASE, CONSOLE_TAG, missingKey } from './read-routes';
import { isSecretKey } from './secret-keys';

export const WRITE_PERMISSION = 'redis-console-write';

type Body = Record<string, unknown>;

/**
 * The console's writes, each needing `redis-console-write`: a string's value, a hash
 * field, a time to live, a new name, and deleting keys. Keys holding secrets can only
 * be deleted (403 naming `key` for any other write, from or to such a name).
 */
export function registerWriteRoutes(app: FastifyInstance, cache: CacheStore, compile: FastifySchemaCompiler<unknown>) {
  const route = (
    method: 'PUT' | 'POST',
    path: string,
    summary: string,
    body: JsonSchema,
    response: JsonSchema,
    handle: (body: Body) => Promise<unknown>,
    operationId?: string,
  ) =>
    app.route({
      method,
      url: `${CONSOLE_BASE}${path}`,
      config: { permission: WRITE_PERMISSION },
      validatorCompiler: withBodyCheckedByHandler(compile),
      schema: {
        ...(operationId ? { operationId } : {}),
        summary,
        tags: [CONSOLE_TAG],
        security: SIGNED_IN_SECURITY,
        body,
        response: { 200: envelopeSchema(response), ...FAILURE_RESPONSES },
      },
      handler: async (request) => ok(await handle(bodyOf(request.body))),
    });

  route('PUT', '/key', "Replace a string's value (its time to live is kept)", STRING_BODY, WRITTEN, async (body) => {
    const key = openKey(body);
    return written(key, await cache.console.setString(key, textOf(body, 'value')));
  });
  route('PUT', '/key/hash-field', 'Set one field of a hash', HASH_FIELD_BODY, WRITTEN, async (body) => {
    const key = openKey(body);
    return written(key, await cache.console.setHashField(key, hashFieldOf(body), textOf(body, 'value')));
  });
  route(
    'POST',
    '/key/ttl',
    'Set a time to live in seconds, or remove it (ttl null)',
    TTL_BODY,
    WRITTEN,
    async (body) => {
      const key = openKey(body);
      return written(key, await cache.console.setTtl(key, ttlOf(body)));
    },
    // The path's last word is what is set, not a verb.
    'setRedisConsoleKeyTtl',
  );
  route('POST', '/key/rename', 'Rename a key to a name no key has', RENAME_BODY, WRITTEN, async (body) => {
    const key = openKey(body);
    const newKey = openKey(body, 'newKey');
    const outcome = await cache.console.rename(key, newKey);
    if (outcome === 'missing') throw missingKey(key);
    if (outcome === 'taken')
      throw ApiError.ofFields(Code.KEY_DUPLICATE, `${newKey} exists`, [{ field: 'newKey', rule: 'unique' }]);
    return { key: newKey };
  });
  route('POST', '/keys/delete', 'Delete keys (1 to 1000)', DELETE_BODY, DELETED, async (body) => ({
    deleted: await cache.console.remove(keyListOf(body)),
  }));
}

function bodyOf(body: unknown): Body {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Body) : {};
}

/** A key a write may change: named, and not one holding a secret. */
function openKey(body: Body, field = 'key'): string {
  const key = keyOf(body, field);
  if (isSecretKey(key))
    throw ApiError.ofFields(Code.FORBIDDEN, `${key} holds a secret: it can only be deleted`, [
      { field, rule: 'secret' },
    ]);
  return key;
}

function written(key: string, outcome: WriteOutcome): { key: string } {
  if (outcome === 'missing') throw missingKey(key);
  if (outcome === 'wrong-type')
    throw ApiError.ofFields(Code.BAD_REQUEST, `${key} is not of the type this change needs`, [
      { field: 'key', rule: 'type' },
    ]);
  return { key };
}
