import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { LONGEST_HEADER, matchHeaders } from '../../server/features/site-import/import-columns';
import { IMPORT_LIMITS } from '../../server/features/site-import/import-limits';
import { databases } from '../support/databases';
import { ENGLISH_HEADERS, postPreview } from '../support/import-files';
import { startTestServer, type TestServer } from '../support/test-server';

type Site = { id: number };

/** A sheet of the template's English headers plus `extra` header cells, and one resident. */
async function sheetWith(extra: string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Residents');
  sheet.addRow([...ENGLISH_HEADERS, ...extra]);
  sheet.addRow(['Ada', 'Lovelace', 'HB1', '86', '13800000000', '', '', '', '', ...extra.map(() => 'x')]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The sheet's headers are matched to the columns by an exact look-up of their normalised
 * text: over at most ImportLimits.maxColumns cells (a wider header row is refused), each
 * compared only when it is at most LONGEST_HEADER characters long.
 */
describe.each(databases)('site import header bounds ($kind)', (database) => {
  let server: TestServer;
  let site: Site;

  beforeAll(async () => {
    server = await startTestServer(database);
    site = (
      await server.call<Site>('POST', '/api/sites', { token: server.adminToken, body: { name: 'Header bounds site' } })
    ).body.data;
  });
  afterAll(async () => server?.close());

  it(`refuses a header row wider than ${IMPORT_LIMITS.maxColumns} columns with 400 naming the limit`, async () => {
    const extra = Array.from({ length: IMPORT_LIMITS.maxColumns - ENGLISH_HEADERS.length + 1 }, (_, i) => `Extra ${i}`);
    const answer = await postPreview(server, server.adminToken, { siteId: site.id, sheet: await sheetWith(extra) });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(Code.BAD_REQUEST);
    expect(answer.body.msg).toContain(`at most ${IMPORT_LIMITS.maxColumns} columns`);
    expect(answer.body.data).toMatchObject({ field: 'sheet', rule: 'maxColumns', max: IMPORT_LIMITS.maxColumns });
    expect(await server.app.backend.tables.of('resident').findWhere({ siteId: site.id })).toEqual([]);
  });

  it('takes a header row of exactly the limit, and ignores a header cell of 100,000 characters', async () => {
    const extra = Array.from({ length: IMPORT_LIMITS.maxColumns - ENGLISH_HEADERS.length - 1 }, (_, i) => `Extra ${i}`);
    const sheet = await sheetWith([...extra, ` ${'First name '.repeat(9_000)}`]);
    const answer = await postPreview(server, server.adminToken, { siteId: site.id, sheet });
    expect(answer.body.code, answer.body.msg).toBe(Code.OK);
    // The resident row is read under its columns (it has no photo, which the row's verdict says).
    expect(answer.body.data).toMatchObject({ rows: 1 });
  });
});

describe('matching header cells to columns', () => {
  const columns = [
    { name: 'firstName', label: { en: 'First name', zh: '名' }, required: true },
    { name: 'personId', label: { en: 'Person id', zh: '人员 ID' }, required: true },
  ];

  it('finds a column by its name or either label, spaces and case aside, the first cell winning', () => {
    expect(matchHeaders(['  FIRST   name ', 'personId', '名'], columns)).toEqual(
      new Map([
        ['firstName', 0],
        ['personId', 1],
      ]),
    );
  });

  it(`compares no cell longer than ${LONGEST_HEADER} characters`, () => {
    const long = `First name${' '.repeat(LONGEST_HEADER)}`;
    expect(matchHeaders([long, 'Person id'], columns)).toEqual(new Map([['personId', 1]]));
    // A full row of cells of 1,000,000 characters that would name a column once normalised:
    // none is compared, so none is taken (`npm run bench:costly-input` prints the time).
    const huge = `First name${' '.repeat(1_000_000 - 10)}`;
    expect(huge.length).toBe(1_000_000);
    expect(
      matchHeaders(
        Array.from({ length: IMPORT_LIMITS.maxColumns }, () => huge),
        columns,
      ),
    ).toEqual(new Map());
    expect(
      matchHeaders([...Array.from({ length: IMPORT_LIMITS.maxColumns - 1 }, () => huge), 'Person id'], columns),
    ).toEqual(new Map([['personId', IMPORT_LIMITS.maxColumns - 1]]));
  });
});
