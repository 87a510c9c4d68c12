import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | undefined;

/** exceljs, loaded at the first template, import or report (about 0.5 s), not at every start of the server. */
export function excel(): Promise<typeof ExcelJS> {
  loading ??= import('exceljs').then((module) => module.default);
  return loading;
}
