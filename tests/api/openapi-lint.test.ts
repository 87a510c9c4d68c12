import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { describeProblems, lintApiDocument } from '../../server/http/openapi-lint';
import { formSchemaCalls, visitorPassSchema } from '../support/form-schemas';
import { startTestServer, type TestServer } from '../support/test-server';

type Operation = { operationId?: string; security?: Record<string, string[]>[] };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/**
 * A client written against the types generated from the served document: the lines
 * assigning to `string` and `number` compile only when the field is required and
 * non-null; each `@ts-expect-error` fails the compile when its line is not an error,
 * so the test also proves that nullable fields stay nullable and the types are not `any`.
 */
const CLIENT = `import type { operations, paths } from './api';

declare const sites: paths['/api/sites']['get']['responses'][200]['content']['application/json'];
export const code: number = sites.code;
export const message: string = sites.msg;
export const hasNextPage: boolean = sites.data.hasNextPage;
export const name: string = sites.data.list[0].name;
export const id: number = sites.data.list[0].id;
export const address: string | null = sites.data.list[0].address;
// @ts-expect-error a site's address may be empty
export const addressAsText: string = sites.data.list[0].address;
// @ts-expect-error a name is text
export const nameAsNumber: number = sites.data.list[0].name;
// @ts-expect-error a page is not always counted
export const total: number = sites.data.total;

declare const site: operations['getSite']['responses'][200]['content']['application/json'];
export const siteName: string = site.data.name;

declare const passes: operations['listVisitorPasses']['responses'][200]['content']['application/json'];
export const visitor: string = passes.data.list[0].visitor;
export const siteId: number = passes.data.list[0].siteId;
// @ts-expect-error a pass's door code may be empty
export const doorCode: number = passes.data.list[0].doorCode;
`;

/** The TypeScript compiler's complaints about `file`, one line each (none is a pass). */
function compileErrors(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file || diagnostic.start === undefined) return text;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${path.basename(diagnostic.file.fileName)}:${line + 1}: ${text}`;
  });
}

// The document does not depend on the engine; SQLite is enough here.
describe('the OpenAPI document as served', () => {
  let server: TestServer;
  let document: OpenApi;
  let scratch: string;

  beforeAll(async () => {
    server = await startTestServer({ kind: 'sqlite' });
    // A published entity joins the document: it must pass the same rules.
    const calls = formSchemaCalls(server);
    const saved = await calls.save(visitorPassSchema());
    const published = await server.call('POST', `/api/form-schemas/${saved.body.data.id}/publish`, {
      token: server.adminToken,
    });
    expect(published.body.code).toBe(Code.OK);
    const answer = await server.app.inject({ method: 'GET', url: '/docs/json' });
    expect(answer.statusCode).toBe(200);
    document = answer.json() as OpenApi;
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-client-'));
  });
  afterAll(async () => {
    await server?.close();
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  });

  const operation = (method: string, url: string) => document.paths[url]?.[method];

  it("passes Redocly's recommended ruleset with no error and no warning", async () => {
    const problems = await lintApiDocument(document);
    expect(describeProblems(problems)).toBe('');
    expect(problems).toHaveLength(0);
  });

  it('names every operation, once, from its resource and action', () => {
    const named = Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(named.every((operationId) => typeof operationId === 'string' && operationId.length > 0)).toBe(true);
    expect(new Set(named).size).toBe(named.length);
    expect(operation('get', '/api/sites')?.operationId).toBe('listSites');
    expect(operation('get', '/api/sites/{id}')?.operationId).toBe('getSite');
    expect(operation('post', '/api/sites')?.operationId).toBe('createSite');
    expect(operation('put', '/api/sites/{id}')?.operationId).toBe('updateSite');
    expect(operation('delete', '/api/sites/{id}')?.operationId).toBe('deleteSite');
    expect(operation('post', '/api/sites/delete')?.operationId).toBe('deleteSites');
    expect(operation('post', '/api/sites/{id}/bind')?.operationId).toBe('bindSite');
    expect(operation('get', '/api/scheduled-jobs/{id}/runs')?.operationId).toBe('getScheduledJobRuns');
    expect(operation('post', '/account/web/login')?.operationId).toBe('signIn');
    expect(operation('get', '/api/visitor-passes')?.operationId).toBe('listVisitorPasses');
    expect(operation('post', '/api/visitor-passes/delete')?.operationId).toBe('deleteVisitorPasses');
  });

  it('says no credential on the routes served to anyone, and the token on the others', () => {
    for (const [method, url] of [
      ['post', '/account/web/login'],
      ['get', '/account/web/captcha'],
      ['post', '/account/web/register'],
      ['post', '/account/web/password/reset-by-phone'],
      ['get', '/app/config'],
      ['get', '/healthz'],
      ['get', '/readyz'],
    ]) {
      expect(operation(method, url)?.security, `${method} ${url}`).toEqual([]);
    }
    const signedIn = [{ token: [] }, { bearer: [] }];
    expect(operation('get', '/api/sites')?.security).toEqual(signedIn);
    expect(operation('post', '/account/web/password/change')?.security).toEqual(signedIn);
    expect(operation('get', '/api/visitor-passes')?.security).toEqual(signedIn);
  });

  // Generating and compiling the types of some 160 operations takes seconds; not a timing assertion.
  it('types a client from the document: what is always present is required and non-null', async () => {
    const types = astToString(await openapiTS(document as never, { silent: true }));
    fs.writeFileSync(path.join(scratch, 'api.ts'), types);
    const client = path.join(scratch, 'client.ts');
    fs.writeFileSync(client, CLIENT);
    expect(compileErrors(client)).toEqual([]);
  }, 120_000);
});
