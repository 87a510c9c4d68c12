import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Row } from '../db/database';
import type { RowStore } from '../db/row-store';
import { isApiPath } from '../http/api-paths';
import { maskedBody } from './masked-body';

/** Entries are written together, at most this often or this many at a time, so reads stay off the write path. */
const FLUSH_EVERY_MS = 1000;
const FLUSH_AT_ENTRIES = 200;
const ENVELOPE_CODE = /^\{"code":(-?\d+)/;

declare module 'fastify' {
  interface FastifyRequest {
    businessCode?: number;
  }
}

/**
 * The API request log (DOMAIN.md): every call to an API path with its method, path,
 * HTTP status, business code, duration, account, address and masked body. Entries
 * are queued and written in batches; `flush` writes what is queued (the server calls it
 * when it closes, before the database goes).
 */
export function registerApiRequestLog(app: FastifyInstance, store: RowStore): { flush(): Promise<void> } {
  let queue: Row[] = [];
  let timer: NodeJS.Timeout | undefined;

  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const entries = queue;
    queue = [];
    try {
      await store.insertMany(entries);
    } catch (error) {
      app.log.error({ err: error, entries: entries.length }, 'the API request log could not be written');
    }
  };

  app.addHook('onSend', async (request, _reply, payload) => {
    if (typeof payload === 'string') {
      const match = ENVELOPE_CODE.exec(payload);
      if (match) request.businessCode = Number(match[1]);
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    if (!isApiPath(request.url) || request.url.startsWith('/docs')) return;
    queue.push(entryOf(request, reply.statusCode, reply.elapsedTime));
    if (queue.length >= FLUSH_AT_ENTRIES) await flush();
    else timer ??= setTimeout(() => void flush(), FLUSH_EVERY_MS);
  });

  return { flush };
}

function entryOf(request: FastifyRequest, statusCode: number, elapsedMs: number): Row {
  return {
    method: request.method,
    path: request.url.split('?')[0],
    statusCode,
    code: request.businessCode ?? null,
    durationMs: Math.round(elapsedMs * 100) / 100,
    adminId: request.principal?.adminId ?? null,
    ip: request.ip,
    body: request.method === 'GET' ? null : maskedBody(request.body),
  };
}
