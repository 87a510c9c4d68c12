/** Spreadsheet export of any list, built in the browser (docs/features/console.md#the-console, Lists). */
export { SpreadsheetExportButton } from './SpreadsheetExportButton';
