import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { CHINESE_HEADERS, facePhoto, postPreview, residentSheet, zipOf } from '../support/import-files';
import { startTestServer, type TestServer } from '../support/test-server';
import { filesInStore } from '../support/upload-calls';

type Site = { id: number };

/** The preview of a site import: rows judged by the form's rules and codes, photos matched and judged, nothing written. */
describe.each(databases)('site import preview ($kind)', (database) => {
  let server: TestServer;
  let siteNumber = 0;
  const newSite = async (token = server.adminToken) =>
    (await server.call<Site>('POST', '/api/sites', { token, body: { name: `Import site ${++siteNumber}` } })).body.data;
  const residentsOf = (siteId: number) => server.app.backend.tables.of('resident').findWhere({ siteId });

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('counts rows to create and update, refuses bad rows naming field and code, and writes nothing', async () => {
    const site = await newSite();
    await server.call('POST', '/api/residents', {
      token: server.adminToken,
      body: { siteId: site.id, firstName: 'Ann', lastName: 'Old', personId: 'P2' },
    });
    await server.call('POST', '/api/residents', {
      token: server.adminToken,
      body: { siteId: site.id, firstName: 'Bob', lastName: 'Same', personId: 'P3' },
    });
    const sheet = await residentSheet([
      { firstName: 'Zoe', lastName: 'New', personId: 'P1', phone: '13800000001', doorCode: '1101' },
      { firstName: 'Ann', lastName: 'Changed', personId: 'P2' },
      { firstName: 'Bob', lastName: 'Same', personId: 'P3' },
      { firstName: '', lastName: 'Nameless', personId: 'P4' },
      { firstName: 'No', lastName: 'Id' },
      { firstName: 'Twice', lastName: 'Again', personId: 'P1' },
      { firstName: 'Long', lastName: 'Phone', personId: 'P7', phone: '1'.repeat(21) },
      { firstName: 'Bad', lastName: 'Photo', personId: 'P8' },
    ]);
    const photos = zipOf({ 'P1.jpg': await facePhoto(), 'P8.jpg': 'not a picture at all' });
    const answer = await postPreview(server, server.adminToken, { siteId: site.id, sheet, photos });
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data).toMatchObject({ create: 1, update: 1, unchanged: 1, refusedRows: 5, faces: { create: 1 } });
    expect(data.importId).toMatch(/^[0-9a-f]{32}$/);
    const refusals = data.refused.map(({ row, field, code }) => ({ row, field, code }));
    expect(refusals).toEqual([
      { row: 5, field: 'firstName', code: Code.DATA_NULL },
      { row: 6, field: 'personId', code: Code.SYNC_RESIDENT_OR_FACE_MISSING },
      { row: 7, field: 'personId', code: Code.BAD_REQUEST },
      { row: 8, field: 'phone', code: Code.BAD_REQUEST },
      { row: 9, field: 'photo', code: Code.IMAGE_PARSE_FAILED },
    ]);
    const residents = await residentsOf(site.id);
    expect(residents.map((resident) => resident.lastName).sort()).toEqual(['Old', 'Same']);
    expect(await server.app.backend.tables.of('face').findWhere({ siteId: site.id })).toEqual([]);
  });

  it('names the photo of a refused row as that row’s, apart from the photos no row asked for', async () => {
    const site = await newSite();
    const sheet = await residentSheet([
      { firstName: 'Kept', lastName: 'Row', personId: 'R1' },
      { firstName: '', lastName: 'Nameless', personId: 'R2' },
      { firstName: 'Named', lastName: 'Photo', personId: '', photo: 'named.jpg' },
    ]);
    const photos = zipOf({ 'R1.jpg': await facePhoto(1), 'R2.jpg': 'x', 'named.jpg': 'x', 'stray.jpg': 'x' });
    const answer = await postPreview(server, server.adminToken, { siteId: site.id, sheet, photos });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data).toMatchObject({ create: 1, refusedRows: 2, faces: { create: 1 } });
    expect(answer.body.data.photosOfRefusedRows.sort()).toEqual(['R2.jpg', 'named.jpg']);
    expect(answer.body.data.unmatchedPhotos).toEqual(['stray.jpg']);
  });

  it('reads headers in either language and one zip holding the sheet and the photos', async () => {
    const site = await newSite();
    const sheet = await residentSheet(
      [
        { firstName: '明', lastName: '李', personId: 'C1', photo: 'faces/li.jpg' },
        { firstName: '红', lastName: '王', personId: 'C2' },
      ],
      CHINESE_HEADERS,
    );
    const bundle = zipOf({
      'residents.xlsx': sheet,
      'faces/li.jpg': await facePhoto(1),
      'C2.PNG': await facePhoto(2),
      'extra.jpg': 'x',
    });
    const answer = await postPreview(server, server.adminToken, {
      siteId: site.id,
      sheet: bundle,
      sheetName: 'import.zip',
    });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data).toMatchObject({
      create: 2,
      refusedRows: 0,
      faces: { create: 2 },
      unmatchedPhotos: ['extra.jpg'],
    });
  });

  it('answers 6021 without a site, 6084 for no such site and 6059 for another account’s site', async () => {
    const sheet = await residentSheet([{ firstName: 'A', lastName: 'B', personId: 'X1' }]);
    expect((await postPreview(server, server.adminToken, { sheet })).body.code).toBe(Code.SYNC_SITE_ID_MISSING);
    expect((await postPreview(server, server.adminToken, { siteId: 'abc', sheet })).body.code).toBe(
      Code.SYNC_SITE_ID_MISSING,
    );
    expect((await postPreview(server, server.adminToken, { siteId: 999999, sheet })).body.code).toBe(Code.SITE_MISSING);
    const theirs = await newSite();
    const { token } = await createSignedInAccount(server, 'importer', ['sp-site', 'site-import', 'site-tabs']);
    const answer = await postPreview(server, token as string, { siteId: theirs.id, sheet });
    expect(answer.body.code).toBe(Code.NOT_MINE);
    const { token: without } = await createSignedInAccount(server, 'no-importer', ['sp-site', 'site-tabs']);
    expect((await postPreview(server, without as string, { siteId: theirs.id, sheet })).status).toBe(403);
  });

  it('keeps no file of a refused preview', async () => {
    const site = await newSite();
    const before = filesInStore(server);
    const sheet = await residentSheet([{ firstName: 'A', lastName: 'B', personId: 'K1' }], ['First name', 'Last name']);
    const answer = await postPreview(server, server.adminToken, {
      siteId: site.id,
      sheet,
      photos: zipOf({ 'K1.jpg': await facePhoto() }),
    });
    expect(answer.body.code).toBe(Code.BAD_REQUEST);
    expect(answer.body.data).toMatchObject({ field: 'sheet', rule: 'headers', missing: ['personId'] });
    expect(filesInStore(server)).toEqual(before);
  });
});
