/** Spreadsheet export of any list, built in the browser (spec section 7). */
export { SpreadsheetExportButton } from './SpreadsheetExportButton';
