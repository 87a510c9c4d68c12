import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { getResource } from '../../contract/registry';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { murkyThumbnailPhoto } from '../support/face-photos';
import {
  CHINESE_HEADERS,
  ENGLISH_HEADERS,
  facePhoto,
  postPreview,
  readWorkbook,
  residentSheet,
  runToEnd,
  zipOf,
} from '../support/import-files';
import { startTestServer, type TestServer } from '../support/test-server';

type Site = { id: number };

/** Running a previewed import: residents and faces through the write paths, progress, the report, a second run changing nothing. */
describe.each(databases)('site import run ($kind)', (database) => {
  let server: TestServer;
  let siteNumber = 0;
  const newSite = async () =>
    (
      await server.call<Site>('POST', '/api/sites', {
        token: server.adminToken,
        body: { name: `Run site ${++siteNumber}` },
      })
    ).body.data;
  const tables = () => server.app.backend.tables;
  const download = async (url: string, headers: Record<string, string> = {}, token = server.adminToken) => {
    const response = await server.app.inject({ method: 'GET', url, headers: { token, ...headers } });
    return { status: response.statusCode, type: response.headers['content-type'], bytes: response.rawPayload };
  };

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('writes the residents and their faces, reports progress and a per-row report, and a second import changes nothing', async () => {
    const site = await newSite();
    const rows = [
      { firstName: 'Ada', lastName: 'One', personId: 'R1', phone: '13800000001' },
      { firstName: 'Ben', lastName: 'Two', personId: 'R2' },
      { firstName: '', lastName: 'Bad', personId: 'R3' },
    ];
    const sheet = await residentSheet(rows);
    const photos = zipOf({ 'R1.jpg': await facePhoto(0), 'R2.jpg': await facePhoto(1) });
    const preview = await postPreview(server, server.adminToken, { siteId: site.id, sheet, photos });
    expect(preview.body.data).toMatchObject({ create: 2, refusedRows: 1, faces: { create: 2 } });
    const { importId } = preview.body.data;
    const before = await server.call<{ state: string }>('GET', `/api/site-import/${importId}`, {
      token: server.adminToken,
    });
    expect(before.body.data).toMatchObject({ state: 'previewed', done: 0, total: 4 });

    const progress = await runToEnd(server, server.adminToken, importId);
    expect(progress).toMatchObject({ state: 'done', done: 4, total: 4, created: 2, refused: 1, facesCreated: 2 });
    const residents = await tables().of('resident').findWhere({ siteId: site.id });
    expect(residents.map((resident) => resident.personId).sort()).toEqual(['R1', 'R2']);
    const faces = await tables().of('face').findWhere({ siteId: site.id });
    expect(faces).toHaveLength(2);
    for (const face of faces) {
      expect(face.faceUrl).toMatch(/^\/upload\/image\/[0-9a-f]{32}\.jpg$/);
      expect(face.facePath).toBe(String(face.faceUrl).replace('/upload/', ''));
      const photo = await server.app.inject({
        method: 'GET',
        url: String(face.faceUrl),
        headers: { token: server.adminToken },
      });
      expect(photo.headers['content-type']).toBe('image/jpeg');
    }

    const report = await download(`/api/site-import/${importId}/report?lang=zh`);
    expect(report.type).toContain('spreadsheetml');
    const lines = await readWorkbook(report.bytes);
    expect(lines[0].slice(0, 6)).toEqual(['行号', '人员 ID', '结果', '字段', '代码', '说明']);
    expect(lines.slice(1).map((line) => line.slice(0, 3))).toEqual([
      ['2', 'R1', '已创建'],
      ['3', 'R2', '已创建'],
      ['4', 'R3', '已拒绝'],
    ]);
    expect(lines[3].slice(3, 6)).toEqual(['名', String(Code.DATA_NULL), '数据或名称为空']);
    expect(lines[1][6]).toBe('已创建');
    // The face's status, as the lifecycle decided it, is in the report in words.
    const r1 = residents.find((resident) => resident.personId === 'R1');
    const status = faces.find((face) => face.residentId === r1?.id)?.status;
    const label = getResource('face')
      ?.fields.find((field) => field.name === 'status')
      ?.options?.find((option) => option.value === status)?.label.zh;
    expect(label).toBeTruthy();
    expect(lines[1][7]).toBe(label);

    // The same files again: every row unchanged, no face made twice.
    const again = await postPreview(server, server.adminToken, { siteId: site.id, sheet, photos });
    expect(again.body.data).toMatchObject({ create: 0, update: 0, unchanged: 2, faces: { create: 0, unchanged: 2 } });
    const versions = residents.map((resident) => resident.version);
    const second = await runToEnd(server, server.adminToken, again.body.data.importId);
    expect(second).toMatchObject({ state: 'done', created: 0, updated: 0, unchanged: 2, facesCreated: 0 });
    const after = await tables().of('resident').findWhere({ siteId: site.id });
    expect(after.map((resident) => resident.version)).toEqual(versions);
    expect(await tables().of('face').findWhere({ siteId: site.id })).toHaveLength(2);

    // A changed row is updated; a new photo of a resident makes a new face.
    const changed = await residentSheet([{ ...rows[0], phone: '13800000009' }, rows[1]]);
    const third = await postPreview(server, server.adminToken, {
      siteId: site.id,
      sheet: changed,
      photos: zipOf({ 'R1.jpg': await facePhoto(0), 'R2.jpg': await facePhoto(5) }),
    });
    expect(third.body.data).toMatchObject({ create: 0, update: 1, unchanged: 1, faces: { create: 1, unchanged: 1 } });
    expect(await runToEnd(server, server.adminToken, third.body.data.importId)).toMatchObject({
      updated: 1,
      facesCreated: 1,
    });
    expect((await tables().of('resident').findOneWhere({ siteId: site.id, personId: 'R1' }))?.phone).toBe(
      '13800000009',
    );
    expect(await tables().of('face').findWhere({ siteId: site.id })).toHaveLength(3);
  });

  it('gives every tactic a photo failed in the report, the first one first', async () => {
    const site = await newSite();
    const sheet = await residentSheet([{ firstName: 'Max', lastName: 'Murk', personId: 'M1' }]);
    const photos = zipOf({ 'M1.jpg': await murkyThumbnailPhoto() });
    const preview = await postPreview(server, server.adminToken, { siteId: site.id, sheet, photos });
    const progress = await runToEnd(server, server.adminToken, preview.body.data.importId);
    expect(progress).toMatchObject({ state: 'done', facesCreated: 1 });
    const [face] = await tables().of('face').findWhere({ siteId: site.id });
    const reasons = face.failureReasons as string[];
    expect(reasons.length).toBeGreaterThanOrEqual(3);
    const report = await download(`/api/site-import/${preview.body.data.importId}/report`);
    const lines = await readWorkbook(report.bytes);
    expect(lines[1][8]).toBe(reasons.join('; '));
    expect(lines[1][8]).toMatch(/^min-resolution: 150 × 157 < 300 × 300; .*brightness: .*sharpness: /);
  });

  it('runs an import once however often it is started, and hides it from other admins (404)', async () => {
    const site = await newSite();
    const sheet = await residentSheet([{ firstName: 'Cy', lastName: 'Once', personId: 'O1' }]);
    const { importId } = (await postPreview(server, server.adminToken, { siteId: site.id, sheet })).body.data;
    const { token } = await createSignedInAccount(server, 'other-importer', ['sp-site', 'site-import']);
    for (const [method, url] of [
      ['GET', `/api/site-import/${importId}`],
      ['POST', `/api/site-import/${importId}/run`],
      ['GET', `/api/site-import/${importId}/report`],
      ['GET', '/api/site-import/not-an-import'],
    ] as const) {
      const answer = await server.call(method, url, { token });
      expect(answer.status, url).toBe(404);
      expect(answer.body.code).toBe(Code.NOT_FOUND);
    }
    const runs = await Promise.all(
      [1, 2, 3].map(() => server.call('POST', `/api/site-import/${importId}/run`, { token: server.adminToken })),
    );
    expect(runs.map((run) => run.body.code)).toEqual([200, 200, 200]);
    expect(await runToEnd(server, server.adminToken, importId)).toMatchObject({ state: 'done', created: 1 });
    expect(await tables().of('resident').findWhere({ siteId: site.id })).toHaveLength(1);
  });

  it('answers the template with headers in the admin’s language', async () => {
    const english = await download('/api/site-import/template');
    expect(english.status).toBe(200);
    expect((await readWorkbook(english.bytes))[0]).toEqual(ENGLISH_HEADERS);
    const byHeader = await download('/api/site-import/template', { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' });
    expect((await readWorkbook(byHeader.bytes))[0]).toEqual(CHINESE_HEADERS);
    const byChoice = await download('/api/site-import/template?lang=zh', { 'accept-language': 'en' });
    expect((await readWorkbook(byChoice.bytes))[0]).toEqual(CHINESE_HEADERS);
  });

  it('gives back the failed rows filled in, to correct and import again', async () => {
    const site = await newSite();
    const sheet = await residentSheet([
      { firstName: 'Good', lastName: 'Row', personId: 'F1' },
      { firstName: 'Bad', lastName: 'Phone', personId: 'F2', phone: '9'.repeat(25) },
    ]);
    const previewed = await postPreview(server, server.adminToken, { siteId: site.id, sheet });
    // The whole answer on a refusal, so that its message says why.
    expect({ code: previewed.body.code, msg: previewed.body.msg }).toMatchObject({ code: 200 });
    const { importId } = previewed.body.data;
    const early = await server.call('GET', `/api/site-import/${importId}/failed-rows`, { token: server.adminToken });
    expect(early.body.code).toBe(Code.BAD_REQUEST);
    await runToEnd(server, server.adminToken, importId);
    const failed = await readWorkbook((await download(`/api/site-import/${importId}/failed-rows`)).bytes);
    expect(failed).toEqual([ENGLISH_HEADERS, ['Bad', 'Phone', 'F2', '', '9'.repeat(25), '', '', '', '']]);
  });
});
