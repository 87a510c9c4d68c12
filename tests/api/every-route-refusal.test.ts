import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpStatusOf, isKnownCode, messageOf } from '../../contract/errors';
import { EVERY_PERMISSION } from '../../server/auth/permission-codes';
import { createSignedInAccount, OTHER_PASSWORD } from '../support/accounts';
import { databases } from '../support/databases';
import { type BoundGateway, bindGateway } from '../support/gateways';
import { startTestServer, type TestServer } from '../support/test-server';

type Schema = Record<string, unknown> & { type?: string | string[]; properties?: Record<string, Schema> };
interface Operation {
  method: string;
  path: string;
  operationId: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  security?: Record<string, string[]>[];
}
/** One bad request of the walk: where it goes and what it carries besides the caller's credentials. */
interface BadRequest {
  operation: Operation;
  url: string;
  body?: unknown;
}

/**
 * Operations that take no input but the caller and ignore a query parameter rather than
 * refuse it, each with what it serves. Every other operation refuses every bad request below.
 */
const SERVES_UNKNOWN_QUERY: Record<string, string> = {
  getSignedInAccount: 'the signed-in account',
  signOut: 'the end of the session of the token sent',
  getCaptcha: 'a graphic code',
  getMobileAppConfig: "the mobile app's settings",
  getApiLogStats: 'the statistics of the last hour',
  getHome: 'the home figures',
  listFormSchemas: 'the form schemas',
  getRegistry: 'the registry',
  getSiteBoundCount: 'how many sites are bound',
  unbindAllSites: "the caller's sites unbound",
};

const NOT_AN_ID = 'not-a-valid-id';
/** The account that calls the operations of SERVES_UNKNOWN_QUERY. */
const WALKER = 'route-walker';
const UNKNOWN_PROPERTY = 'notAPropertyOfThisBody';

/** A value the property's schema refuses: no coercion turns an object into a scalar, nor text into an object. */
function wrongValueFor(schema: Schema): unknown {
  return [schema.type].flat().includes('object') ? 'not an object' : { wrong: [] };
}

/** A body whose every declared property has the wrong type, and one property more that no route declares. */
function wrongBody(schema: Schema): Record<string, unknown> {
  const properties = Object.entries(schema.properties ?? {}).map(([name, property]) => [name, wrongValueFor(property)]);
  return { ...Object.fromEntries(properties), [UNKNOWN_PROPERTY]: { wrong: [] } };
}

function urlOf(operation: Operation, param: string): string {
  return operation.path.replace(/\{[^}]+\}/g, encodeURIComponent(param));
}

const takesPathParams = (operation: Operation) => (operation.parameters ?? []).some((p) => p.in === 'path');
const jsonBodySchema = (operation: Operation) => operation.requestBody?.content['application/json']?.schema;
const isUpload = (operation: Operation) => operation.method === 'POST' && operation.path.startsWith('/upload/');
const isDeviceOperation = (operation: Operation) => operation.path.startsWith('/device/');

/** Every operation of the document the server serves. */
async function operationsOf(server: TestServer): Promise<Operation[]> {
  const response = await server.app.inject({ method: 'GET', url: '/docs/json' });
  const document = response.json() as { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
  );
}

const takesQuery = (operation: Operation) => (operation.parameters ?? []).some((p) => p.in === 'query');

/**
 * The bad requests of the walk: a body whose every property has the wrong type and a body
 * of the wrong JSON type, a path parameter that names nothing, and a query parameter the
 * operation does not declare (sent to the operations that take a query or nothing else).
 */
function badRequestsOf(operation: Operation): BadRequest[] {
  const url = urlOf(operation, '1');
  const requests: BadRequest[] = [];
  if (takesPathParams(operation)) requests.push({ operation, url: urlOf(operation, NOT_AN_ID) });
  const schema = jsonBodySchema(operation);
  if (schema) requests.push({ operation, url, body: wrongBody(schema) }, { operation, url, body: [] });
  // An upload route takes files: a JSON body is refused.
  else if (operation.requestBody || isUpload(operation)) requests.push({ operation, url, body: {} });
  if (takesQuery(operation) || requests.length === 0) requests.push({ operation, url: `${url}?${UNKNOWN_PROPERTY}=1` });
  return requests;
}

const validators = new WeakMap<object, ValidateFunction>();
const ajv = new Ajv({ strict: false, allErrors: false });
addFormats(ajv);

/** The schema the document gives the answer with this status, if it is JSON. */
function documentedAnswer(operation: Operation, status: number): Schema | undefined {
  const response = operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`];
  return response?.content?.['application/json']?.schema;
}

function conformsToDocument(operation: Operation, status: number, body: unknown): string[] {
  const schema = documentedAnswer(operation, status);
  if (!schema) return [`no JSON answer documented for ${status}`];
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate(body) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}

describe.each(databases)('every route refuses bad input in the envelope ($kind)', (database) => {
  let server: TestServer;
  let operations: Operation[];
  let gateway: BoundGateway;

  beforeAll(async () => {
    server = await startTestServer(database);
    operations = await operationsOf(server);
    gateway = await bindGateway(server, 'AA:00:00:00:0E:01');
    await createSignedInAccount(server, WALKER, [EVERY_PERMISSION]);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The super admin's token, or the bound gateway's credential on the device API. */
  const credentialsOf = (
    operation: Operation,
    credential = gateway.credential,
    token = server.adminToken,
  ): Record<string, string> =>
    isDeviceOperation(operation) ? { authorization: `Bearer ${credential}`, 'x-gateway-mac': gateway.mac } : { token };

  const send = async ({ operation, url, body }: BadRequest, language: string, credentials: Record<string, string>) => {
    const headers: Record<string, string> = { ...credentials, 'accept-language': language };
    const response = await server.app.inject({
      method: operation.method as 'GET',
      url,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    return { status: response.statusCode, body: isJson ? response.json() : response.body };
  };

  /**
   * Sends the request in English and in Chinese: both are refused alike with a 4xx, in the
   * envelope the document gives, with a catalogue code the client words in either language.
   */
  const problemsOf = async (
    request: BadRequest,
    credentials: Record<string, string>,
    expectSignedIn = true,
  ): Promise<string[]> => {
    const where = `${request.operation.method} ${request.url} ${JSON.stringify(request.body) ?? ''}`;
    const english = await send(request, 'en', credentials);
    const { status, body } = english;
    if (status < 400 && SERVES_UNKNOWN_QUERY[request.operation.operationId] && request.body === undefined) return [];
    const chinese = await send(request, 'zh-CN,zh;q=0.9', credentials);
    const problems: string[] = [];
    if (status < 400 || status >= 500) problems.push(`HTTP ${status}`);
    if (status === 401 && expectSignedIn) problems.push('the credentials were refused, not the input');
    if (typeof body !== 'object' || body === null) return [`${where}: no envelope: ${String(body).slice(0, 80)}`];
    if (!isKnownCode(body.code)) problems.push(`code ${body.code} is not in the catalogue`);
    else if (httpStatusOf(body.code) !== status) problems.push(`code ${body.code} answered with HTTP ${status}`);
    if (typeof body.msg !== 'string' || body.msg === '') problems.push('no msg');
    if (!('data' in body)) problems.push('no data');
    problems.push(...conformsToDocument(request.operation, status, body));
    if (chinese.status !== status || JSON.stringify(chinese.body?.data) !== JSON.stringify(body.data)) {
      problems.push(`in Chinese HTTP ${chinese.status}: ${JSON.stringify(chinese.body)}`);
    }
    if (!/\p{Script=Han}/u.test(messageOf(body.code, 'zh', body.msg))) problems.push('no Chinese text for the code');
    return problems.map((problem) => `${where}: ${problem}`);
  };

  it('walks every operation of the document', () => {
    expect(operations.length).toBeGreaterThan(150);
    expect(operations.filter((operation) => badRequestsOf(operation).length === 0)).toEqual([]);
  });

  // A walk of some 250 operations, each asked several times in two languages: longer than one call's test.
  it('refuses a wrong body, a body of the wrong JSON type, a path parameter naming nothing and an unknown query parameter', {
    timeout: 180_000,
  }, async () => {
    const problems: string[] = [];
    for (const operation of operations) {
      // An operation that serves the unknown query parameter is called by an account of its own, which owns no
      // site to unbind, and with a session of its own to end.
      const token = SERVES_UNKNOWN_QUERY[operation.operationId]
        ? await server.signIn(WALKER, OTHER_PASSWORD)
        : server.adminToken;
      for (const request of badRequestsOf(operation)) {
        const found = await problemsOf(request, credentialsOf(operation, undefined, token));
        problems.push(...found);
      }
    }
    expect(problems).toEqual([]);
    // Every refusal above was about the input: the walk's session stayed open throughout.
    expect((await server.call('GET', '/account/web/getLoginInfo', { token: server.adminToken })).status).toBe(200);
  });

  it('refuses every device call made with a credential no gateway holds', async () => {
    const problems: string[] = [];
    for (const operation of operations.filter(isDeviceOperation)) {
      const credentials = credentialsOf(operation, 'x'.repeat(43));
      problems.push(...(await problemsOf({ operation, url: urlOf(operation, '1') }, credentials, false)));
    }
    expect(problems).toEqual([]);
  });
});
