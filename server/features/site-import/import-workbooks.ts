import type ExcelJS from 'exceljs';
import type { Locale, ResourceDefinition } from '../../../contract/resource';
import type { FailedRowCells, ImportRunFailure } from '../../../contract/site-import';
import { excel } from './excel';
import { headerOf, type ImportColumn } from './import-columns';
import type { ImportPlan, RowOutcome } from './import-state';
import { faceStatusText, fieldText, IMPORT_TEXTS, INSTRUCTIONS, outcomeText, refusalText } from './import-texts';

/** Exported sheet columns are 15 wide (docs/features/console.md#fixed-figures). */
const COLUMN_WIDTH = 15;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function residentsSheet(workbook: ExcelJS.Workbook, columns: readonly ImportColumn[], locale: Locale) {
  const sheet = workbook.addWorksheet(IMPORT_TEXTS.residentsSheet[locale]);
  sheet.columns = columns.map((column) => ({
    header: headerOf(column, locale),
    key: column.name,
    width: COLUMN_WIDTH,
  }));
  sheet.getRow(1).font = { bold: true };
  // Person ids, phones and codes are text: a cell typed as a number would lose leading zeros.
  for (const column of sheet.columns) column.numFmt = '@';
  return sheet;
}

async function bytesOf(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The template: the resident columns with headers in the admin's language, and a sheet saying how to fill them in. */
export async function templateWorkbook(columns: readonly ImportColumn[], locale: Locale): Promise<Buffer> {
  const workbook = new (await excel()).Workbook();
  residentsSheet(workbook, columns, locale);
  const instructions = workbook.addWorksheet(IMPORT_TEXTS.instructionsSheet[locale]);
  instructions.getColumn(1).width = 120;
  for (const line of INSTRUCTIONS[locale]) instructions.addRow([line]);
  return bytesOf(workbook);
}

/**
 * The report of a run: one line per row (one per failure of a refused row) with its
 * outcome, field, code and message in the admin's language, and its face.
 */
export async function reportWorkbook(
  outcomes: readonly RowOutcome[],
  columns: readonly ImportColumn[],
  face: ResourceDefinition | undefined,
  locale: Locale,
): Promise<Buffer> {
  const workbook = new (await excel()).Workbook();
  const sheet = workbook.addWorksheet(IMPORT_TEXTS.reportSheet[locale]);
  const personId = columns.find((column) => column.name === 'personId');
  const headers = [
    IMPORT_TEXTS.row[locale],
    personId ? headerOf(personId, locale) : 'personId',
    IMPORT_TEXTS.outcome[locale],
    IMPORT_TEXTS.field[locale],
    IMPORT_TEXTS.code[locale],
    IMPORT_TEXTS.message[locale],
    IMPORT_TEXTS.face[locale],
    IMPORT_TEXTS.faceStatus[locale],
    IMPORT_TEXTS.failureReason[locale],
  ];
  sheet.columns = headers.map((header) => ({ header, width: COLUMN_WIDTH }));
  sheet.getColumn(6).width = COLUMN_WIDTH * 3;
  sheet.getRow(1).font = { bold: true };
  for (const outcome of outcomes) {
    const faceCells = faceCellsOf(outcome, face, locale);
    const failures = outcome.failures?.length ? outcome.failures : [undefined];
    for (const failure of failures) {
      sheet.addRow([
        outcome.row,
        outcome.personId,
        outcomeText(outcome.outcome, locale),
        fieldText(failure?.field, columns, locale),
        failure?.code ?? faceCells.code,
        failure ? refusalText(failure, locale) : faceCells.message,
        ...faceCells.cells,
      ]);
    }
  }
  return bytesOf(workbook);
}

function faceCellsOf(outcome: RowOutcome, face: ResourceDefinition | undefined, locale: Locale) {
  const made = outcome.face;
  if (!made) return { cells: ['', '', ''], code: '', message: '' };
  const failed = made.outcome === 'failed' && made.code !== undefined;
  return {
    cells: [
      outcomeText(made.outcome, locale),
      faceStatusText(face, made.status, locale),
      (made.failureReasons ?? (made.failureReason ? [made.failureReason] : [])).join('; '),
    ],
    code: failed ? made.code : '',
    message:
      failed && made.code !== undefined
        ? refusalText({ code: made.code, rule: 'face', detail: made.detail }, locale)
        : '',
  };
}

/**
 * The rows to send again, filled in as they came: refused rows, and rows whose face
 * could not be made (with the photo's name in the photo column).
 */
export function failedRowCells(plan: ImportPlan, outcomes: readonly RowOutcome[]): FailedRowCells[] {
  const planned = new Map(plan.residents.map((resident) => [resident.row, resident]));
  const refusedEarly = new Map(plan.refused.map((row) => [row.row, row.cells]));
  const failed: FailedRowCells[] = [];
  for (const outcome of outcomes) {
    if (outcome.outcome !== 'refused' && outcome.face?.outcome !== 'failed') continue;
    const resident = planned.get(outcome.row);
    const cells: Record<string, string> = { ...(refusedEarly.get(outcome.row) ?? {}) };
    if (resident) {
      for (const [name, value] of Object.entries(resident.values)) cells[name] = value ?? '';
      if (resident.photo || resident.photoName) cells.photo = resident.photoName ?? resident.photo?.entry ?? '';
    }
    failed.push({ row: outcome.row, cells });
  }
  return failed;
}

/** The failed rows under the template's headers, so the admin corrects them and imports only those. */
export async function failedRowsWorkbook(
  rows: readonly FailedRowCells[],
  columns: readonly ImportColumn[],
  locale: Locale,
): Promise<Buffer> {
  const workbook = new (await excel()).Workbook();
  const sheet = residentsSheet(workbook, columns, locale);
  for (const { cells } of rows) sheet.addRow(columns.map((column) => cells[column.name] ?? ''));
  return bytesOf(workbook);
}

/** A past import's report as its history keeps it: each failure's row, person id, column, code and reason. */
export async function runFailuresWorkbook(
  failures: readonly ImportRunFailure[],
  columns: readonly ImportColumn[],
  locale: Locale,
): Promise<Buffer> {
  const workbook = new (await excel()).Workbook();
  const sheet = workbook.addWorksheet(IMPORT_TEXTS.reportSheet[locale]);
  const personId = columns.find((column) => column.name === 'personId');
  sheet.columns = [
    IMPORT_TEXTS.row[locale],
    personId ? headerOf(personId, locale) : 'personId',
    IMPORT_TEXTS.field[locale],
    IMPORT_TEXTS.code[locale],
    IMPORT_TEXTS.message[locale],
  ].map((header) => ({ header, width: COLUMN_WIDTH }));
  sheet.getRow(1).font = { bold: true };
  for (const failure of failures) {
    sheet.addRow([
      String(failure.row),
      failure.personId,
      failure.columnLabel[locale],
      failure.code || '',
      failure.reason[locale],
    ]);
  }
  return bytesOf(workbook);
}
