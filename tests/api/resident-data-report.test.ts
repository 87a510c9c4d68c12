import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import type { StoredRows } from '../../contract/generated/types';
import { storedPathOf } from '../../contract/uploads';
import type { PhotoReadEntry } from '../../server/photo-reads';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { freshBucket, keysIn, s3Endpoint, s3StoreEnv } from '../support/s3-buckets';
import { startTestServer, type TestServer } from '../support/test-server';
import { filesInStore, postUpload } from '../support/upload-calls';
import { pngImage } from '../support/upload-files';

type Revision = { resource: string; recordId: number; action: string; recordTitle: string | null; changes: unknown };
type Report = {
  generatedAt: string;
  resident: Record<string, unknown>;
  faces: (Record<string, unknown> & { photo: { mime: string; base64: string } | null })[];
  photoReads: PhotoReadEntry[];
  revisions: Revision[];
};

/** The local folder on every engine, and an S3 bucket when the test server runs (.ci/s3-server). */
const stores = [
  ...databases.map((database) => ({ database, store: 'local' as const })),
  ...(s3Endpoint ? [{ database: databases[0], store: 's3' as const }] : []),
];

/**
 * A resident's data report (everything the console holds about them, JSON or a workbook) and
 * the erasure of their personal data when they are deleted.
 */
describe.each(stores)('a resident’s data ($database.kind, $store store)', ({ database, store }) => {
  let server: TestServer;
  let bucket = '';
  let siteId: number;
  let made = 0;

  const call = <T>(method: string, url: string, body?: unknown, token = server.adminToken) =>
    server.call<T>(method, url, { token, body });
  const filesKept = async () => (store === 's3' ? keysIn(bucket) : filesInStore(server));

  /** A resident with a person id and a phone, renamed once, with one face whose photo is held. */
  async function residentWithFace(firstName: string) {
    made += 1;
    const created = await call<StoredRows['resident']>('POST', '/api/residents', {
      siteId,
      firstName,
      lastName: `Zhou${made}`,
      personId: `PID-${made}-x`,
      phone: `1380000${String(made).padStart(4, '0')}`,
    });
    expect(created.body.code, created.body.msg).toBe(200);
    const renamed = await call<StoredRows['resident']>('PUT', `/api/residents/${created.body.data.id}`, {
      version: created.body.data.version,
      lastName: `Zhang${made}`,
    });
    expect(renamed.body.code, renamed.body.msg).toBe(200);
    const upload = await postUpload(server, 'image', pngImage(64, 64, made), 'face.png', { token: server.adminToken });
    const faceUrl = String(upload.body.data?.url);
    const face = await server.app.services
      .of('face')
      .systemCreate({ faceUrl, residentId: created.body.data.id, siteId, status: 'register_failed' });
    await server.app.services.of('face').systemUpdate(face.id, { failureReason: 'brightness: 12 < 40' });
    return { resident: renamed.body.data, face, key: String(storedPathOf(faceUrl, 'image')) };
  }
  const reportOf = async (id: number, token = server.adminToken) => {
    const answer = await call<Report>('GET', `/api/residents/${id}/data-report?format=json`, undefined, token);
    expect(answer.body.code, answer.body.msg).toBe(200);
    return answer.body.data;
  };

  beforeAll(async () => {
    if (store === 's3') bucket = await freshBucket();
    server = await startTestServer(database, store === 's3' ? s3StoreEnv(bucket) : {});
    siteId = (await call<{ id: number }>('POST', '/api/sites', { name: 'Data report site' })).body.data.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('holds the row, the faces with their statuses and photos, the reads and the revisions (JSON)', async () => {
    const { resident, face } = await residentWithFace('Meilin');
    const preview = await server.app.inject({
      method: 'GET',
      url: `/api/faces/${face.id}/photo`,
      headers: { token: server.adminToken },
    });
    expect(preview.statusCode).toBe(200);
    const report = await reportOf(resident.id);
    expect(report.resident).toMatchObject({ id: resident.id, firstName: 'Meilin', lastName: resident.lastName });
    expect(report.faces).toHaveLength(1);
    expect(report.faces[0]).toMatchObject({
      id: face.id,
      status: 'register_failed',
      failureReason: 'brightness: 12 < 40',
    });
    expect(report.faces[0].photo?.mime).toBe('image/png');
    expect(Buffer.from(String(report.faces[0].photo?.base64), 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(report.photoReads.map((read) => [read.faceId, read.via, read.readerName])).toEqual([
      [face.id, 'preview', 'admin'],
    ]);
    const kinds = report.revisions.map((revision) => `${revision.resource} ${revision.action}`);
    expect(kinds).toEqual(expect.arrayContaining(['resident create', 'resident update', 'face create', 'face update']));
    // The photo it embedded is recorded as read by the report.
    const again = await reportOf(resident.id);
    expect(again.photoReads.map((read) => read.via)).toEqual(['data-report', 'preview']);
  });

  it('opens as a workbook with its four sheets, in either language, the photo drawn in', async () => {
    const { resident } = await residentWithFace('Xiaoyu');
    for (const [lang, names] of [
      ['en', ['Resident', 'Faces', 'Photo reads', 'Revisions']],
      ['zh', ['住户', '人脸', '照片查看记录', '修订记录']],
    ] as const) {
      const answer = await server.app.inject({
        method: 'GET',
        url: `/api/residents/${resident.id}/data-report?format=xlsx&lang=${lang}`,
        headers: { token: server.adminToken },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-disposition']).toContain(`resident-${resident.id}-data.xlsx`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(names);
      const values = workbook.worksheets[0].getSheetValues().flat().map(String);
      expect(values).toContain('Xiaoyu');
      expect(workbook.worksheets[1].getImages()).toHaveLength(1);
      expect(workbook.worksheets[3].rowCount).toBeGreaterThan(1);
    }
  });

  it('refuses another owner’s resident, and a format it does not make', async () => {
    const { resident } = await residentWithFace('Jun');
    const other = await createSignedInAccount(server, `other-${store}-${database.kind}`, ['sp-site', 'site-tabs']);
    const refused = await call('GET', `/api/residents/${resident.id}/data-report`, undefined, String(other.token));
    expect(refused.body.code).toBe(Code.NOT_MINE);
    const xlsx = await call(
      'GET',
      `/api/residents/${resident.id}/data-report?format=xlsx`,
      undefined,
      String(other.token),
    );
    expect(xlsx.body.code).toBe(Code.NOT_MINE);
    const bad = await call('GET', `/api/residents/${resident.id}/data-report?format=pdf`);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(Code.BAD_REQUEST);
    expect((await call('GET', '/api/residents/999999/data-report')).body.code).toBe(Code.NOT_FOUND);
  });

  it('erases a deleted resident’s photos and personal fields, keeping that the records existed', async () => {
    const { resident, face, key } = await residentWithFace('Wenjing');
    const bystander = await residentWithFace('Wenjing');
    await server.app.inject({
      method: 'GET',
      url: `/api/faces/${face.id}/photo`,
      headers: { token: server.adminToken },
    });
    expect(await filesKept()).toContain(key);
    const tables = server.app.backend.tables;
    const revisionsBefore = await tables
      .of('record-revision')
      .findWhere({ resource: 'resident', recordId: resident.id });
    // An import of the site whose row failed to make the resident's face names its person id.
    const failure = (personId: unknown) => ({
      row: 2,
      personId: String(personId),
      column: 'photo',
      columnLabel: { en: 'Photo', zh: '照片' },
      code: 6081,
      reason: { en: 'Photo blurred', zh: '照片模糊' },
    });
    const run = await server.app.services.of('site-import-run').systemCreate({
      siteId,
      startedAt: new Date().toISOString(),
      status: 'partly_failed',
      failedRows: { items: [failure(resident.personId), failure(bystander.resident.personId)], total: 2 },
    });

    const deleted = await call('DELETE', `/api/residents/${resident.id}`);
    expect(deleted.body.code, deleted.body.msg).toBe(200);

    // The photo is gone from the store; the bystander's, of the same first name, stays.
    expect(await filesKept()).not.toContain(key);
    expect(await filesKept()).toContain(bystander.key);
    // Every revision of the resident is still there (and the delete's), its personal fields masked.
    const revisions = await tables.of('record-revision').findWhere({ resource: 'resident', recordId: resident.id });
    expect(revisions.map((revision) => revision.action).sort()).toEqual(
      [...revisionsBefore.map((revision) => revision.action), 'delete'].sort(),
    );
    const revisionText = JSON.stringify(revisions);
    for (const value of ['Wenjing', resident.lastName, resident.personId, resident.phone, `Zhou${made - 1}`]) {
      expect(revisionText).not.toContain(String(value));
    }
    expect(revisions.every((revision) => revision.recordTitle !== resident.lastName)).toBe(true);
    const faceRevisions = await tables.of('record-revision').findWhere({ resource: 'face', recordId: face.id });
    expect(faceRevisions.length).toBeGreaterThan(0);
    expect(JSON.stringify(faceRevisions)).not.toContain(key.split('/')[1]);
    // The API log keeps the calls that wrote the resident, its names masked.
    await server.app.apiLog?.flush();
    const calls = await tables.of('api-log').findWhere({ path: `/api/residents/${resident.id}` });
    expect(calls.map((row) => row.method).sort()).toEqual(['DELETE', 'PUT']);
    const put = calls.find((row) => row.method === 'PUT');
    expect(put?.body).toContain('"lastName":"******"');
    const creates = await tables.of('api-log').findWhere({ path: '/api/residents', method: 'POST' });
    const text = creates.map((row) => String(row.body)).join('\n');
    expect(text).not.toContain(`"personId":"${resident.personId}"`);
    expect(text).toContain(`"personId":"${bystander.resident.personId}"`);
    expect(text).toContain('"firstName":"Wenjing"');
    // The import's failure stays, without the person id; the bystander's is as it was.
    const failures = (await tables.of('site-import-run').findById(run.id))?.failedRows as {
      items: { personId: string; reason: unknown }[];
    };
    expect(failures.items.map((item) => item.personId)).toEqual(['******', bystander.resident.personId]);
    // Who saw its photo stays, as the account of access.
    const reads = await tables.of('face-photo-read').findWhere({ faceId: face.id });
    expect(reads.map((read) => read.via)).toEqual(['preview']);
  });

  it('erases every resident of a batch delete, in one pass', async () => {
    const first = await residentWithFace('Anqi');
    const second = await residentWithFace('Boyang');
    const deleted = await call('POST', '/api/residents/delete', { ids: [first.resident.id, second.resident.id] });
    expect(deleted.body.code, deleted.body.msg).toBe(200);
    expect(await filesKept()).not.toContain(first.key);
    expect(await filesKept()).not.toContain(second.key);
    const tables = server.app.backend.tables;
    for (const { resident } of [first, second]) {
      const [put] = await tables.of('api-log').findWhere({ path: `/api/residents/${resident.id}`, method: 'PUT' });
      expect(put.body).toContain('"lastName":"******"');
      const revisions = await tables.of('record-revision').findWhere({ resource: 'resident', recordId: resident.id });
      expect(revisions.map((revision) => revision.action)).toContain('delete');
      expect(JSON.stringify(revisions)).not.toContain(String(resident.personId));
    }
  });
});
