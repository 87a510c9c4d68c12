import type { FastifyInstance, FastifyRequest } from 'fastify';
import { constraintViolation } from '../db/constraint-violation';
import type { Row } from '../db/database';
import type { ResourceTables } from '../db/resource-tables';
import { isApiPath } from '../http/api-paths';
import { type ApiLogErasure, eraseFromApiLog } from './api-log-erasure';
import { type CallOrigin, type DeviceCalls, originOf } from './device-calls';
import { goneReferences, namesGone } from './gone-references';
import { maskedBody, secretFieldNames } from './masked-body';

/** The API request log as the server and its features use it. */
export interface ApiRequestLog {
  /** Writes what is queued (the server calls it when it closes, before the database goes). */
  flush(): Promise<void>;
  /**
   * Masks these body fields too: in every call's body, or only in calls to paths under
   * `under` (a field secret in some rows only, such as a secret setting's `value`).
   */
  maskFields(names: readonly string[], under?: string): void;
  /** How many entries wait to be written. */
  queued(): number;
  /**
   * Masks records' personal values in the bodies already logged (what is queued is written
   * first), keeping every row; answers how many rows changed (api-log-erasure.ts).
   */
  erase(erasures: readonly ApiLogErasure[]): Promise<number>;
}

/** Entries are written together, at most this often or this many at a time, so reads stay off the write path. */
const FLUSH_EVERY_MS = 1000;
const FLUSH_AT_ENTRIES = 200;
const ENVELOPE_CODE = /^\{"code":(-?\d+)/;

declare module 'fastify' {
  interface FastifyRequest {
    businessCode?: number;
    /** What a route adds to its call's logged body (the SQL console: a statement's duration and row count). */
    apiLogDetail?: Record<string, unknown>;
  }
  interface FastifyInstance {
    /** The API request log; undefined when the server has no `api-log` table. */
    apiLog: ApiRequestLog | undefined;
  }
}

/**
 * The API request log (docs/domain.md#entities, `api-log`): every call to an API path with its method, path,
 * HTTP status, business code, duration, account, address, masked body, caller (`origin`) and,
 * for a gateway's call, its site. A device call is handed to `deviceCalls`, which counts it and
 * says whether it is also written here (docs/device-api.md#device-traffic-and-the-api-log).
 * Entries are queued and written in batches; `flush` writes what is queued (the server calls it
 * when it closes, before the database goes).
 */
export function registerApiRequestLog(
  app: FastifyInstance,
  tables: ResourceTables,
  deviceCalls?: DeviceCalls,
): ApiRequestLog {
  const store = tables.of('api-log');
  const secrets = new Set(secretFieldNames(tables.resources));
  const secretsUnder = new Map<string, Set<string>>();
  const secretsOf = (path: string): ReadonlySet<string> => {
    const extra = [...secretsUnder].filter(([prefix]) => path.startsWith(prefix)).flatMap(([, names]) => [...names]);
    return extra.length === 0 ? secrets : new Set([...secrets, ...extra]);
  };
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
      // An account or site deleted since its calls were queued: keep the calls, without it.
      if (constraintViolation(error)?.kind !== 'reference' || !(await writtenWithoutGone(tables, entries))) {
        app.log.error({ err: error, entries: entries.length }, 'the API request log could not be written');
      }
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
    const origin = originOf(request);
    if (origin === 'device' && deviceCalls && !deviceCalls.keeps(request, reply)) return;
    queue.push(entryOf(request, reply.statusCode, reply.elapsedTime, secretsOf(request.url), origin));
    if (queue.length >= FLUSH_AT_ENTRIES) await flush();
    else timer ??= setTimeout(() => void flush(), FLUSH_EVERY_MS);
  });

  return {
    flush,
    queued: () => queue.length,
    erase: async (erasures) => {
      await flush();
      return eraseFromApiLog(tables, erasures);
    },
    maskFields: (names, under) => {
      const target = under === undefined ? secrets : (secretsUnder.get(under) ?? new Set<string>());
      if (under !== undefined) secretsUnder.set(under, target);
      for (const name of names) target.add(name);
    },
  };
}

const REFERENCES = [
  { field: 'adminId', resource: 'admin' },
  { field: 'siteId', resource: 'site' },
];

/** Writes the entries again with the accounts and sites that no longer exist left out; false when that fails too. */
async function writtenWithoutGone(tables: ResourceTables, entries: Row[]): Promise<boolean> {
  try {
    const gone = await goneReferences(tables, entries, REFERENCES);
    const kept = entries.map((entry) => {
      const clean = { ...entry };
      for (const { field } of REFERENCES) if (namesGone(gone, entry, field)) clean[field] = null;
      return clean;
    });
    await tables.of('api-log').insertMany(kept);
    return true;
  } catch {
    return false;
  }
}

function entryOf(
  request: FastifyRequest,
  statusCode: number,
  elapsedMs: number,
  secrets: ReadonlySet<string>,
  origin: CallOrigin,
): Row {
  return {
    method: request.method,
    path: request.url.split('?')[0],
    statusCode,
    code: request.businessCode ?? null,
    durationMs: Math.round(elapsedMs * 100) / 100,
    adminId: request.principal?.adminId ?? null,
    ip: request.ip,
    origin,
    siteId: request.deviceSiteId ?? null,
    body: request.method === 'GET' ? null : maskedBody(withDetail(request.body, request.apiLogDetail), secrets),
  };
}

/** The body with what the route added to its log entry, first, so that cutting a long body keeps it. */
function withDetail(body: unknown, detail: Record<string, unknown> | undefined): unknown {
  if (!detail) return body;
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? { ...detail, ...body }
    : { ...detail, body };
}
