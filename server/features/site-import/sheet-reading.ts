import { open } from 'node:fs/promises';
import type ExcelJS from 'exceljs';
import { Code } from '../../../contract/errors';
import { sniffFileType } from '../../files/sniff-file-type';
import { zipHasEntry } from '../../files/zip-entries';
import { ApiError } from '../../http/api-error';
import { describeBytes } from '../uploads';
import { readArchive } from './archive-reading';
import { excel } from './excel';
import type { ImportLimits } from './import-limits';

/** A sheet as text: its header cells and the rows under them, numbered as the spreadsheet numbers them. */
export interface SheetRows {
  headers: string[];
  rows: { row: number; cells: string[] }[];
}

const WORKSHEET_ENTRY = /^xl\/worksheets\/sheet(\d+)\.xml$/;
/** Where a worksheet declares its extent (`<dimension ref="A1:H10001"/>`): well within its first bytes. */
const HEAD_BYTES = 4096;

/** Whether a file is an .xlsx workbook, from its bytes: a zip whose directory lists the workbook part. */
export async function isWorkbook(file: string, size: number): Promise<boolean> {
  const type = await sniffFileType(file, size);
  if (type?.family !== 'archive') return false;
  const handle = await open(file, 'r');
  try {
    return await zipHasEntry(handle, size, 'xl/workbook.xml');
  } finally {
    await handle.close();
  }
}

/**
 * The first worksheet of an .xlsx file, as text. The workbook is first inflated
 * under the archive caps (it is a zip, so it can be a bomb too) with each
 * worksheet's declared extent noted; a sheet declaring or holding more than
 * `maxRows` rows is refused (413) without being read through. Blank rows are skipped.
 */
export async function readSheet(file: string, size: number, limits: ImportLimits): Promise<SheetRows> {
  if (size > limits.maxSheetBytes) {
    throw new ApiError(Code.FILE_TOO_LARGE, `the sheet is larger than ${describeBytes(limits.maxSheetBytes)}`);
  }
  const heads = new Map<number, string>();
  const sheetLimits = { ...limits, maxInflatedBytes: limits.maxSheetInflatedBytes, maxRatio: Number.POSITIVE_INFINITY };
  await readArchive(
    file,
    sheetLimits,
    (name) => ({ maxBytes: limits.maxSheetInflatedBytes, keepBytes: WORKSHEET_ENTRY.test(name) ? HEAD_BYTES : 0 }),
    (name, bytes) => {
      heads.set(Number(WORKSHEET_ENTRY.exec(name)?.[1]), bytes.toString('utf8'));
    },
  );
  const reader = new (await excel()).stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  try {
    for await (const worksheet of reader) {
      refuseDeclaredRows(heads.get((worksheet as unknown as { id: number }).id), limits.maxRows);
      return await readRows(worksheet, limits.maxRows, limits.maxColumns);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(Code.FILE_TYPE_REFUSED, 'the sheet is not a readable .xlsx workbook');
  }
  throw new ApiError(Code.BAD_REQUEST, 'the workbook holds no worksheet');
}

/**
 * The header row and the rows under it, each read no further than `maxColumns` cells
 * (a cell at column XFD, or one a crafted sheet places further, makes a row that long);
 * a header row reaching past it is refused, since its columns could not all be read.
 */
async function readRows(
  worksheet: ExcelJS.stream.xlsx.WorksheetReader,
  maxRows: number,
  maxColumns: number,
): Promise<SheetRows> {
  let headers: string[] | undefined;
  const rows: SheetRows['rows'] = [];
  for await (const row of worksheet) {
    const values = Array.isArray(row.values) ? row.values : [];
    const cells = values.slice(1, 1 + maxColumns).map(cellText);
    if (cells.every((cell) => cell === '')) continue;
    if (!headers) {
      if (values.length - 1 > maxColumns) throw tooManyColumns(maxColumns, values.length - 1);
      headers = cells;
      continue;
    }
    if (rows.length >= maxRows) throw tooManyRows(maxRows);
    rows.push({ row: row.number, cells });
  }
  if (!headers) throw new ApiError(Code.BAD_REQUEST, 'the sheet is empty: it has no header row');
  return { headers, rows };
}

function tooManyColumns(maxColumns: number, used: number): ApiError {
  return new ApiError(
    Code.BAD_REQUEST,
    `the header row reaches column ${used.toLocaleString('en')}; a sheet may use at most ${maxColumns} columns: start from the template`,
    { field: 'sheet', rule: 'maxColumns', max: maxColumns },
  );
}

/** `<dimension ref="A1:H100001"/>`: the last row a worksheet says it has (the header is one of them). */
function refuseDeclaredRows(head: string | undefined, maxRows: number): void {
  const match = head ? /<dimension\s+ref="[A-Z]+\d+(?::[A-Z]+(\d+))?"/.exec(head) : null;
  const lastRow = match?.[1] ? Number(match[1]) : 0;
  if (lastRow - 1 > maxRows) throw tooManyRows(maxRows, lastRow - 1);
}

function tooManyRows(maxRows: number, declared?: number): ApiError {
  const held = declared ? `${declared.toLocaleString('en')} rows` : 'more rows than that';
  return new ApiError(
    Code.FILE_TOO_LARGE,
    `a sheet may hold at most ${maxRows.toLocaleString('en')} residents; this one holds ${held}: split it`,
    { field: 'sheet', rule: 'maxRows', max: maxRows },
  );
}

/** A cell as the text an admin sees in it: numbers without exponents, rich text joined, formulas by their result. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const cell = value as { richText?: { text: string }[]; text?: unknown; result?: unknown };
    if (Array.isArray(cell.richText))
      return cell.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if (cell.text !== undefined) return cellText(cell.text);
    if (cell.result !== undefined) return cellText(cell.result);
  }
  return '';
}
