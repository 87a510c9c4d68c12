import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { databases } from '../support/databases';
import {
  bombOfManyEntries,
  bombOfOneEntry,
  facePhoto,
  generatedSheet,
  postPreview,
  residentSheet,
  zipOf,
} from '../support/import-files';
import { startTestServer, type TestServer } from '../support/test-server';
import { filesInStore } from '../support/upload-calls';
import { elfExecutable, pngImage } from '../support/upload-files';

type Site = { id: number };

/** Bad input to the site import gets a clear catalogue code and writes nothing, no row and no file. */
describe.each(databases)('site import bad input ($kind)', (database) => {
  let server: TestServer;
  let site: Site;
  let sheet: Buffer;
  let storeBefore: string[];
  const nothingWritten = async () => {
    expect(await server.app.backend.tables.of('resident').findWhere({ siteId: site.id })).toEqual([]);
    expect(filesInStore(server)).toEqual(storeBefore);
  };

  beforeAll(async () => {
    server = await startTestServer(database);
    site = (
      await server.call<Site>('POST', '/api/sites', { token: server.adminToken, body: { name: 'Bad input site' } })
    ).body.data;
    sheet = await residentSheet([{ firstName: 'A', lastName: 'B', personId: 'B1' }]);
    storeBefore = filesInStore(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a sheet that is not a spreadsheet with 415', async () => {
    for (const [bytes, found] of [
      [pngImage(4, 4), 'image'],
      [Buffer.from('first,last,person\nA,B,C\n'), 'text'],
      [elfExecutable(), 'executable'],
    ] as const) {
      const answer = await postPreview(server, server.adminToken, {
        siteId: site.id,
        sheet: bytes,
        sheetName: 'residents.xlsx',
      });
      expect(answer.status, found).toBe(415);
      expect(answer.body.code).toBe(Code.FILE_TYPE_REFUSED);
      expect(answer.body.msg).toContain(found);
    }
    const photos = await postPreview(server, server.adminToken, { siteId: site.id, sheet, photos: pngImage(4, 4) });
    expect(photos.body.code).toBe(Code.FILE_TYPE_REFUSED);
    await nothingWritten();
  });

  it('stops a zip bomb at the first cap it passes (413): one huge photo, or many that together inflate a thousandfold', async () => {
    const one = await postPreview(server, server.adminToken, {
      siteId: site.id,
      sheet,
      photos: bombOfOneEntry('B1.jpg'),
    });
    expect(one.status).toBe(413);
    expect(one.body.msg).toContain('B1.jpg inflates to more than 10 MB');
    const names = Array.from({ length: 12 }, (_, index) => `B${index + 1}.jpg`);
    const many = await residentSheet(
      names.map((name, index) => ({ firstName: 'A', lastName: 'B', personId: `B${index + 1}`, photo: name })),
    );
    const answer = await postPreview(server, server.adminToken, {
      siteId: site.id,
      sheet: many,
      photos: bombOfManyEntries(names),
    });
    expect(answer.status).toBe(413);
    expect(answer.body.msg).toContain('zip bomb');
    const bundle = await postPreview(server, server.adminToken, {
      siteId: site.id,
      sheet: zipOf({ 'residents.xlsx': sheet, 'B1.jpg': await facePhoto() }).subarray(0, 2000),
    });
    expect(bundle.body.code).toBe(Code.BAD_REQUEST);
    await nothingWritten();
  });

  it('refuses the row of a photo that is not an image (6024), not the import', async () => {
    const answer = await postPreview(server, server.adminToken, {
      siteId: site.id,
      sheet,
      photos: zipOf({ 'B1.jpg': elfExecutable() }),
    });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.refused).toEqual([
      expect.objectContaining({ row: 2, field: 'photo', code: Code.IMAGE_PARSE_FAILED }),
    ]);
    await nothingWritten();
  });

  it('refuses a sheet over 50,000 rows with a clear message before reading it through', async () => {
    const answer = await postPreview(server, server.adminToken, {
      siteId: site.id,
      sheet: await generatedSheet(100_000),
    });
    expect(answer.status).toBe(413);
    expect(answer.body.msg).toBe('a sheet may hold at most 50,000 residents; this one holds 100,000 rows: split it');
    expect(answer.body.data).toMatchObject({ field: 'sheet', rule: 'maxRows', max: 50_000 });
    await nothingWritten();
  }, 60_000);

  it('refuses a sheet without the required columns, naming them', async () => {
    const headless = await residentSheet([{ firstName: 'A', phone: '1' }], ['First name', 'Phone']);
    const answer = await postPreview(server, server.adminToken, { siteId: site.id, sheet: headless });
    expect(answer.body.code).toBe(Code.BAD_REQUEST);
    expect(answer.body.msg).toContain('Last name, Person id');
    expect(answer.body.data).toMatchObject({ rule: 'headers', missing: ['lastName', 'personId'] });
    await nothingWritten();
  });
});
