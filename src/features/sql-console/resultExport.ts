import {
  type SpreadsheetCell,
  type SpreadsheetTable,
  saveFile,
  spreadsheetFile,
  spreadsheetFileName,
} from '../../schema-ui';
import type { StatementResult } from './sqlConsoleApi';

/** A value of a result as a sheet's cell: numbers stay numbers, objects become JSON. */
export function cellOf(value: unknown): SpreadsheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function resultTable(result: StatementResult): SpreadsheetTable {
  return { headers: result.columns.map((column) => column.name), rows: result.rows.map((row) => row.map(cellOf)) };
}

function csvField(cell: SpreadsheetCell): string {
  if (cell === null) return '';
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 text with a byte order mark, so that spreadsheet programs read it as UTF-8. */
export function csvText(table: SpreadsheetTable): string {
  const lines = [table.headers, ...table.rows].map((row) => row.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Saves the rows shown as a workbook (the list export's) or as CSV, named `<label>-<date>`. */
export async function exportResult(result: StatementResult, format: 'xlsx' | 'csv', label: string): Promise<void> {
  const table = resultTable(result);
  if (format === 'xlsx') {
    saveFile(await spreadsheetFile(label, table), spreadsheetFileName(label));
    return;
  }
  const name = spreadsheetFileName(label).replace(/\.xlsx$/, '.csv');
  saveFile(new Blob([csvText(table)], { type: 'text/csv;charset=utf-8' }), name);
}
