import { afterAll, beforeAll } from 'vitest';
import { Code } from '../../contract/errors';
import type { TestDatabase } from './databases';
import { startTestServer, type TestServer } from './test-server';

/** A new entity as the form generator would build it: text, number, switch, select, date-time and a reference. */
export function visitorPassSchema(): Record<string, unknown> {
  return {
    $id: 'visitor-pass',
    title: 'Visitor pass',
    type: 'object',
    'x-resource': {
      path: 'visitor-passes',
      table: 'visitor_pass',
      permission: 'visitor-pass-list',
      newPermission: true,
      label: { en: 'Visitor pass', zh: '访客通行证' },
      search: ['visitor'],
      recordTitle: 'visitor',
    },
    properties: {
      visitor: {
        type: 'string',
        minLength: 1,
        maxLength: 40,
        pattern: '^[^<>]*$',
        'x-ui': { label: { en: 'Visitor', zh: '访客' }, filter: 'search', sort: true },
      },
      siteId: {
        type: 'integer',
        'x-ui': { label: { en: 'Site', zh: '站点' }, filter: 'equals' },
        'x-db': { references: 'site', onDelete: 'cascade' },
      },
      kind: {
        type: 'string',
        enum: ['guest', 'courier'],
        default: 'guest',
        'x-ui': {
          label: { en: 'Kind', zh: '类型' },
          options: { guest: { en: 'Guest', zh: '访客' }, courier: { en: 'Courier', zh: '快递员' } },
        },
      },
      validUntil: { type: 'string', format: 'date-time', 'x-ui': { label: { en: 'Valid until', zh: '有效期至' } } },
      escorted: { type: 'boolean', default: false, 'x-ui': { label: { en: 'Escorted', zh: '需陪同' } } },
      doorCode: {
        type: 'integer',
        minimum: 0,
        maximum: 999999,
        'x-db': { unique: true },
        'x-ui': { label: { en: 'Door code', zh: '门禁码' } },
      },
    },
    required: ['visitor', 'siteId'],
    additionalProperties: false,
  };
}

export interface DraftData {
  id: number;
  name: string | null;
  status: string;
  version: number;
  checkedAt: string | null;
  schema: Record<string, unknown>;
}

export interface CheckData {
  ok: boolean;
  errors: { pointer: string; message: string; code: number; rule?: string }[];
  migration: { sqlite: string[]; postgres: string[] };
}

/** Calls of the form generator's API as the seeded admin (or `token`). */
export function formSchemaCalls(server: TestServer) {
  const as = (token: string | undefined = server.adminToken) => ({
    save: (schema: unknown) => server.call<DraftData>('POST', '/api/form-schemas', { token, body: { schema } }),
    replace: (id: number, schema: unknown, version?: number) =>
      server.call<DraftData>('PUT', `/api/form-schemas/${id}`, { token, body: { schema, version } }),
    list: () => server.call<DraftData[]>('GET', '/api/form-schemas', { token }),
    get: (id: number) => server.call<DraftData>('GET', `/api/form-schemas/${id}`, { token }),
    check: (id: number) => server.call<CheckData>('POST', `/api/form-schemas/${id}/check`, { token }),
    exportText: async (id: number) => {
      const reply = await server.app.inject({
        method: 'GET',
        url: `/api/form-schemas/${id}/export`,
        headers: { token: token ?? '' },
      });
      return { status: reply.statusCode, text: reply.body, type: String(reply.headers['content-type']) };
    },
  });
  return { ...as(), as };
}

/** Saves a draft and checks it; the draft must be accepted for saving. */
export async function checkOf(server: TestServer, schema: unknown): Promise<CheckData> {
  const calls = formSchemaCalls(server);
  const saved = await calls.save(schema);
  if (saved.body.code !== Code.OK) throw new Error(`draft refused: ${JSON.stringify(saved.body)}`);
  return (await calls.check(saved.body.data.id)).body.data;
}

export interface FormSchemaSuite {
  server: TestServer;
  calls: ReturnType<typeof formSchemaCalls>;
}

/** A test server on `database` for the suite it is called in, with the form generator's calls (read them in tests). */
export function formSchemaSuite(database: TestDatabase): FormSchemaSuite {
  const suite = {} as FormSchemaSuite;
  beforeAll(async () => {
    suite.server = await startTestServer(database);
    suite.calls = formSchemaCalls(suite.server);
  });
  afterAll(async () => {
    await suite.server?.close();
  });
  return suite;
}
