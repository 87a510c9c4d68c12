import { formatBeijingTime } from '..';
import { COLUMN_WIDTH } from './exportLimits';
import type { SpreadsheetTable } from './spreadsheetTable';

export const SPREADSHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `<label>-<date>.xlsx`, the date in Beijing time; characters a file name may not hold are replaced. */
export function spreadsheetFileName(label: string, at: Date = new Date()): string {
  const day = formatBeijingTime(at).slice(0, 10);
  return `${label.replace(/[\\/:*?"<>|]/g, '_')}-${day}.xlsx`;
}

/**
 * The workbook of a table: one sheet named after the list, the header row bold.
 * exceljs is loaded only now, so the console carries it only for those who export.
 */
export async function spreadsheetFile(sheetName: string, table: SpreadsheetTable): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  // Excel refuses sheet names over 31 characters or with these characters.
  const sheet = workbook.addWorksheet(sheetName.replace(/[\\/?*[\]:]/g, '_').slice(0, 31) || 'Sheet1');
  sheet.columns = table.headers.map((header) => ({ header, width: COLUMN_WIDTH }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(table.rows);
  const content = await workbook.xlsx.writeBuffer();
  return new Blob([content], { type: SPREADSHEET_TYPE });
}
