import ExcelJS from 'exceljs';
import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { getResource } from '../../contract/registry';
import en from '../../src/i18n/en';
import zh from '../../src/i18n/zh';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { COLUMN_WIDTH, EXPORT_PAGE_SIZE } from '../../src/schema-ui/export/exportLimits';
import { fetchListRows } from '../../src/schema-ui/export/fetchListRows';
import { fetchReferenceTitles } from '../../src/schema-ui/export/referenceTitles';
import { spreadsheetFile, spreadsheetFileName } from '../../src/schema-ui/export/spreadsheetFile';
import { spreadsheetTable } from '../../src/schema-ui/export/spreadsheetTable';
import { listColumns } from '../../src/schema-ui/listColumns';

const face = getResource('face');
if (!face) throw new Error('the registry has no face resource');
const columns = listColumns(face);

function translator(locale: 'en' | 'zh') {
  return createI18nProvider({ initialLocale: locale, messages: { en, zh }, remember: () => {} }).translate;
}

const faceRow: RaRecord = {
  id: 7,
  status: 'register_success',
  residentId: 3,
  siteId: 1,
  // 23:30 UTC is 07:30 the next morning in Beijing.
  registerDate: '2024-05-01T23:30:00.000Z',
};

/** A data provider over `count` numbered rows, recording the pages asked for. */
function numberedRows(count: number) {
  const asked: GetListParams[] = [];
  const provider = {
    getList: async (_resource: string, params: GetListParams) => {
      asked.push(params);
      const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
      const ids = Array.from({ length: count }, (_, index) => index + 1).slice((page - 1) * perPage, page * perPage);
      return { data: ids.map((id) => ({ id })), total: count };
    },
  } as unknown as DataProvider;
  return { provider, asked };
}

describe('the spreadsheet of a list', () => {
  it('has the list columns with headers in the current language', () => {
    const table = spreadsheetTable(face, columns, [faceRow], translator('zh'));
    expect(table.headers[0]).toBe('ID');
    expect(table.headers).toEqual(['ID', ...columns.map((field) => field.label.zh)]);
    expect(table.headers).toContain('状态');
  });

  it('shows enumerations by their labels, times in Beijing time and references by title', () => {
    const titles = new Map([['residentId', new Map([[3, 'Ada Lee']])]]);
    const table = spreadsheetTable(face, columns, [faceRow], translator('en'), titles);
    const cell = (label: string) => table.rows[0][table.headers.indexOf(label)];

    expect(cell('ID')).toBe(7);
    expect(cell('Status')).toBe('Registered');
    expect(cell('Registration time')).toBe('2024-05-02 07:30:00');
    expect(cell('Resident')).toBe('Ada Lee');
    // A reference whose titles could not be read keeps its id.
    expect(cell('Site')).toBe(1);
  });

  it('writes an .xlsx with 15-wide columns and the rows, loading exceljs only then', async () => {
    const table = spreadsheetTable(face, columns, [faceRow, { ...faceRow, id: 8 }], translator('en'));
    const file = await spreadsheetFile('Face', table);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Face');
    expect(sheet.getRow(1).values).toEqual([undefined, ...table.headers]);
    expect(sheet.columns.map((column) => column.width)).toEqual(table.headers.map(() => COLUMN_WIDTH));
    expect(COLUMN_WIDTH).toBe(15);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(3).getCell(1).value).toBe(8);
  });

  it('is named after the list and the day in Beijing time', () => {
    expect(spreadsheetFileName('Site', new Date('2024-05-01T20:00:00Z'))).toBe('Site-2024-05-02.xlsx');
    expect(spreadsheetFileName('a/b:c', new Date('2024-05-01T00:00:00Z'))).toBe('a_b_c-2024-05-01.xlsx');
  });
});

describe('the rows of an export', () => {
  it('are every page of the query, with its filter and sort', async () => {
    const { provider, asked } = numberedRows(250);
    const query = { filter: { q: 'tower' }, sort: { field: 'name', order: 'ASC' as const } };

    const { rows, total } = await fetchListRows(provider, 'sites', query);

    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 250 }, (_, index) => index + 1));
    expect(total).toBe(250);
    expect(asked.map((params) => params.pagination?.page)).toEqual([1, 2, 3]);
    expect(asked.every((params) => params.pagination?.perPage === EXPORT_PAGE_SIZE)).toBe(true);
    expect(asked.every((params) => params.filter === query.filter && params.sort === query.sort)).toBe(true);
  });

  it('stop at the cap and say how many the query matched', async () => {
    const { provider, asked } = numberedRows(1000);

    const { rows, total } = await fetchListRows(
      provider,
      'sites',
      { filter: {}, sort: { field: 'id', order: 'ASC' } },
      150,
    );

    expect(rows).toHaveLength(150);
    expect(total).toBe(1000);
    expect(asked).toHaveLength(2);
  });

  it('read the titles of referenced rows, and keep going without those the admin may not read', async () => {
    const provider = {
      getMany: async (resource: string, params: { ids: unknown[] }) => {
        if (resource === 'sites') throw new Error('You do not have access to this interface');
        return { data: params.ids.map((id) => ({ id, lastName: `Resident ${id}` })) };
      },
    } as unknown as DataProvider;

    const titles = await fetchReferenceTitles(provider, columns, [faceRow, { ...faceRow, id: 9, residentId: 4 }]);

    expect(titles.has('siteId')).toBe(false);
    expect([...(titles.get('residentId') ?? [])]).toEqual([
      [3, 'Resident 3'],
      [4, 'Resident 4'],
    ]);
  });
});
