import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Locale, ResourceDefinition } from '../../contract/resource';
import { ApiError, NETWORK_FAILURE_CODE } from '../../src/providers/apiError';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createHttpClient } from '../../src/providers/http';

/** A resource written out by hand, so that the provider is tested apart from the generated registry. */
const site: ResourceDefinition = {
  name: 'site',
  path: 'sites',
  table: 'site',
  permission: 'site-tabs',
  label: { en: 'Site', zh: '站点' },
  operations: ['list', 'show', 'create', 'update', 'delete'],
  internal: false,
  ownership: { kind: 'direct' },
  search: ['name'],
  defaultSort: { field: 'id', order: 'DESC' },
  indexes: [],
  recordTitle: 'name',
  fields: [
    {
      name: 'name',
      kind: 'string',
      type: 'string',
      label: { en: 'Site name', zh: '站点名称' },
      required: true,
      nullable: false,
      maxLength: 50,
      readOnly: false,
      writeOnly: false,
      internal: false,
      ui: { list: true, filter: 'search', sort: true, form: true, show: true },
      db: { unique: true, index: true },
      errors: { required: 6037, unique: 6038 },
    },
  ],
};

interface SeenRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: unknown;
}

type Reply = (request: SeenRequest, response: ServerResponse) => void;

let server: Server;
let origin: string;
let reply: Reply;
let seen: SeenRequest[];
let locale: Locale;

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const seenRequest: SeenRequest = {
      method: request.method ?? '',
      url: new URL(request.url ?? '/', 'http://test'),
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    seen.push(seenRequest);
    reply(seenRequest, response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
});

beforeEach(() => {
  seen = [];
  locale = 'en';
  reply = (_request, response) => json(response, 200, { code: 200, msg: 'ok', data: null });
});

function provider(options: { token?: string | null; timeoutMs?: number; baseUrl?: string } = {}) {
  const http = createHttpClient({
    baseUrl: options.baseUrl ?? origin,
    token: () => (options.token === undefined ? 'secret-token' : options.token),
    locale: () => locale,
    timeoutMs: options.timeoutMs,
  });
  return createDataProvider({ http, resourceOf: (path) => (path === site.path ? site : undefined) });
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('dataProvider over the envelope', () => {
  it('gives react-admin partial pagination and what is known of the length when a list was not all counted', async () => {
    const list = [{ id: 9, name: 'East' }];
    reply = (_request, response) =>
      json(response, 200, { code: 200, msg: 'ok', data: { list, hasNextPage: true, totalMoreThan: 10000 } });
    const result = await provider().getList('sites', {
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(result).toEqual({
      data: list,
      pageInfo: { hasNextPage: true, hasPreviousPage: true },
      meta: { totalEstimate: undefined, totalMoreThan: 10000 },
    });
  });

  it('lists with paging, sorting, search and filters in the query, and reads {list, total}', async () => {
    reply = (_request, response) =>
      json(response, 200, { code: 200, msg: 'ok', data: { list: [{ id: 7, name: 'North' }], total: 31 } });

    const result = await provider().getList('sites', {
      pagination: { page: 2, perPage: 30 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'nor', siteId: 4, createdAt_gte: '2024-01-01T00:00:00.000Z', empty: '', unset: undefined },
    });

    expect(result).toEqual({ data: [{ id: 7, name: 'North' }], total: 31 });
    const [request] = seen;
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/api/sites');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      page: '2',
      pageSize: '30',
      sort: 'name',
      order: 'DESC',
      q: 'nor',
      siteId: '4',
      createdAt_gte: '2024-01-01T00:00:00.000Z',
    });
  });

  it('sends the token header, and no token header when signed out', async () => {
    await provider().getOne('sites', { id: 3 });
    await provider({ token: null }).getOne('sites', { id: 3 });

    expect(seen[0].headers.token).toBe('secret-token');
    expect(seen[0].url.pathname).toBe('/api/sites/3');
    expect(seen[1].headers.token).toBeUndefined();
  });

  it('turns a refused call into an ApiError with code, msg, status and the catalogue text in the current language', async () => {
    reply = (_request, response) => json(response, 400, { code: 6038, msg: 'North', data: null });

    const english = await failureOf(provider().create('sites', { data: { name: 'North' } }));
    locale = 'zh';
    const chinese = await failureOf(provider().create('sites', { data: { name: 'North' } }));

    expect(english).toMatchObject({ code: 6038, msg: 'North', status: 400 });
    expect(english.message).toBe('The site name North already exists');
    expect(chinese.text).toBe('站点名称 North 已存在');
  });

  it('puts a failed save under the field whose rule has that code, where the form shows it', async () => {
    reply = (_request, response) => json(response, 400, { code: 6038, msg: 'North', data: null });

    const error = await failureOf(provider().create('sites', { data: { name: 'North' } }));

    expect(error.body).toEqual({ errors: { name: 'The site name North already exists' } });
  });

  it('leaves a failure that concerns no single field (a stale version) for the notification', async () => {
    reply = (_request, response) => json(response, 400, { code: 6075, msg: 'stale', data: null });

    const error = await failureOf(
      provider().update('sites', { id: 5, data: { name: 'South' }, previousData: { id: 5, version: 3 } }),
    );

    expect(error.code).toBe(6075);
    expect(error.message).toBe('The data has changed, please refresh');
    expect(error.body).toBeUndefined();
  });

  it('updates with the version the record was loaded with', async () => {
    reply = (_request, response) =>
      json(response, 200, { code: 200, msg: 'ok', data: { id: 5, name: 'South', version: 4 } });

    const result = await provider().update('sites', {
      id: 5,
      data: { name: 'South' },
      previousData: { id: 5, name: 'North', version: 3 },
    });

    expect(seen[0].method).toBe('PUT');
    expect(seen[0].url.pathname).toBe('/api/sites/5');
    expect(seen[0].body).toEqual({ name: 'South', version: 3 });
    expect(result.data).toEqual({ id: 5, name: 'South', version: 4 });
  });

  it('deletes many through POST /api/<path>/delete with the ids', async () => {
    const result = await provider().deleteMany('sites', { ids: [1, 2, 3] });

    expect(seen[0].method).toBe('POST');
    expect(seen[0].url.pathname).toBe('/api/sites/delete');
    expect(seen[0].body).toEqual({ ids: [1, 2, 3] });
    expect(result.data).toEqual([1, 2, 3]);
  });

  it('fetches many by repeating the id filter, and references by the target field', async () => {
    reply = (_request, response) => json(response, 200, { code: 200, msg: 'ok', data: { list: [], total: 0 } });

    await provider().getMany('sites', { ids: [4, 9] });
    await provider().getManyReference('residents', {
      target: 'siteId',
      id: 4,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'lastName', order: 'ASC' },
      filter: {},
    });

    expect(seen[0].url.searchParams.getAll('id')).toEqual(['4', '9']);
    expect(seen[1].url.pathname).toBe('/api/residents');
    expect(seen[1].url.searchParams.get('siteId')).toBe('4');
  });

  it('reads the status when the answer is not an envelope: 401 stays 401, a balancer with no node is unavailable, anything else a system exception', async () => {
    const statuses: Record<string, number> = { '/api/sites/1': 401, '/api/sites/2': 502, '/api/sites/3': 500 };
    reply = (request, response) => {
      response.writeHead(statuses[request.url.pathname] ?? 500, { 'Content-Type': 'text/html' });
      response.end('<html>gateway</html>');
    };

    const unauthorized = await failureOf(provider().getOne('sites', { id: 1 }));
    const badGateway = await failureOf(provider().getOne('sites', { id: 2 }));
    const broken = await failureOf(provider().getOne('sites', { id: 3 }));

    expect(unauthorized).toMatchObject({ code: 401, status: 401 });
    expect(unauthorized.message).toBe('The user is not authorized. Please log in');
    expect(badGateway).toMatchObject({
      code: 503,
      status: 502,
      message: 'Temporarily unavailable, try again shortly: HTTP 502',
    });
    expect(broken).toMatchObject({ code: 500, status: 500, message: 'System Exception' });
  });

  it('shows an unknown code as "System Exception" plus the code', async () => {
    reply = (_request, response) => json(response, 400, { code: 7777, msg: 'odd', data: null });

    const error = await failureOf(provider().getOne('sites', { id: 1 }));

    expect(error.message).toBe('System Exception 7777');
  });

  it('reports a server that cannot be reached as a network failure', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    await once(closed, 'close');

    const error = await failureOf(provider({ baseUrl: `http://127.0.0.1:${port}` }).getOne('sites', { id: 1 }));

    expect(error.code).toBe(NETWORK_FAILURE_CODE);
    expect(error.isNetworkFailure).toBe(true);
    expect(error.message).toBe('Network error: the server cannot be reached');
  });

  it('gives up on a call that gets no answer with the request timeout code 8002', async () => {
    reply = () => {
      // Never answers.
    };

    const error = await failureOf(provider({ timeoutMs: 100 }).getOne('sites', { id: 1 }));

    expect(error.code).toBe(8002);
    expect(error.message).toBe('The request timed out');
  });
});
