import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { refusedAsApiError } from '../../server/crud/write-errors';
import type { Row } from '../../server/db/database';
import { ApiError } from '../../server/http/api-error';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

type Saved = Row & { id: number };

/**
 * The database's own rules, on both engines, and the catalogue codes the API answers
 * them with, each naming the field and rule in `data`.
 */
describe.each(databases)('integrity in the database ($kind)', (database) => {
  let server: TestServer;
  let siteNumber = 0;
  const call = <T = Saved>(method: string, url: string, body?: unknown) =>
    server.call<T>(method, url, { token: server.adminToken, body });
  const created = async (path: string, body: Row): Promise<Saved> => {
    const answer = await call('POST', `/api/${path}`, body);
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const newSite = () => created('sites', { name: `Integrity site ${++siteNumber}` });

  /** A write straight to the table, past the API's own checks: what the database alone refuses. */
  async function refusalOfDirectWrite(resource: string, values: Row): Promise<ApiError> {
    const { tables } = server.app.backend;
    const failure = await refusedAsApiError(tables.of(resource).resource, values, () =>
      tables.of(resource).insert(values),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    return failure as ApiError;
  }

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("refuses NULL in a required column with the field's required code", async () => {
    const site = await newSite();
    const refused = await refusalOfDirectWrite('resident', { firstName: 'Ada', lastName: null, siteId: site.id });
    expect(refused.code).toBe(Code.DATA_NULL);
    expect(refused.data).toMatchObject({ field: 'lastName', rule: 'required' });

    // Through the API the validators answer first, with the same code and field.
    const answer = await call('POST', '/api/residents', { firstName: 'Ada', siteId: site.id });
    expect(answer.body).toMatchObject({ code: Code.DATA_NULL, data: { field: 'lastName', rule: 'required' } });
  });

  it('refuses a reference to a row that does not exist', async () => {
    const site = await newSite();
    const refused = await refusalOfDirectWrite('face', { faceUrl: '/f.jpg', residentId: 987654, siteId: site.id });
    expect(refused.code).toBe(Code.NOT_FOUND);
    expect(refused.data).toMatchObject({ field: 'residentId', rule: 'references' });

    const answer = await call('POST', '/api/residents', { firstName: 'Ada', lastName: 'King', siteId: 987654 });
    expect(answer.status).toBe(404);
    expect(answer.body.data).toMatchObject({ field: 'siteId', rule: 'references' });
  });

  it('keeps a personId unique within its site, and only there', async () => {
    const [first, second] = [await newSite(), await newSite()];
    await created('residents', { firstName: 'Ada', lastName: 'King', personId: 'P-1', siteId: first.id });
    await created('residents', { firstName: 'Alan', lastName: 'Kay', personId: 'P-1', siteId: second.id });
    await created('residents', { firstName: 'Grace', lastName: 'Hopper', personId: null, siteId: first.id });
    await created('residents', { firstName: 'Linus', lastName: 'Park', personId: null, siteId: first.id });

    const answer = await call('POST', '/api/residents', {
      firstName: 'Edsger',
      lastName: 'Dijkstra',
      personId: 'P-1',
      siteId: first.id,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: 'personId "P-1" already exists for this siteId',
      data: {
        field: 'personId',
        rule: 'unique',
        failures: [
          { field: 'personId', rule: 'unique' },
          { field: 'siteId', rule: 'unique' },
        ],
      },
    });
  });

  it("deletes a resident's faces with the resident", async () => {
    const site = await newSite();
    const resident = await created('residents', { firstName: 'Ada', lastName: 'King', siteId: site.id });
    // Stored as the upload route stores it: the API takes only photos uploaded to the console.
    const faces = server.app.backend.tables.of('face');
    const face = await faces.insert({ faceUrl: '/faces/ada.jpg', residentId: resident.id, siteId: site.id });
    expect((await call('GET', `/api/faces/${face.id}`)).body.code).toBe(200);
    expect((await call('DELETE', `/api/residents/${resident.id}`)).body.code).toBe(200);
    expect((await call('GET', `/api/faces/${face.id}`)).status).toBe(404);
    expect(await faces.findById(Number(face.id))).toBeUndefined();
  });

  it('refuses to delete a site its residents still refer to, naming them, and deletes it once they are gone', async () => {
    const site = await newSite();
    const resident = await created('residents', { firstName: 'Ada', lastName: 'King', siteId: site.id });

    const refused = await call('DELETE', `/api/sites/${site.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: Code.IN_USE,
      data: { field: 'siteId', rule: 'restrict', resource: 'resident' },
    });
    expect(refused.body.msg).toMatch(/^site is still referred to by resident\.siteId/);
    expect((await call('GET', `/api/sites/${site.id}`)).body.code).toBe(200);

    const batch = await call('POST', '/api/sites/delete', { ids: [site.id] });
    expect(batch.body).toMatchObject({ code: Code.IN_USE, data: { field: 'siteId', rule: 'restrict' } });

    expect((await call('DELETE', `/api/residents/${resident.id}`)).body.code).toBe(200);
    expect((await call('DELETE', `/api/sites/${site.id}`)).body.code).toBe(200);
  });

  it('clears a deleted account from its login log entries, keeping the entries', async () => {
    const { tables } = server.app.backend;
    const admin = await tables.of('admin').insert({ accountName: 'integrity1', name: 'Int', surname: 'Egrity' });
    const entry = await tables.of('admin-login-log').insert({ accountName: 'integrity1', adminId: admin.id });
    await tables.of('admin').deleteByIds([Number(admin.id)]);
    expect(await tables.of('admin-login-log').findById(Number(entry.id))).toMatchObject({ adminId: null });
  });
});
