import type ExcelJS from 'exceljs';
import { getResource } from '../../../contract/registry';
import type { Locale, ResourceDefinition } from '../../../contract/resource';
import type { ResidentDataReport } from './data-report';
import { labelOf, REPORT_TEXTS, valueText } from './report-texts';

/** Exported sheet columns are 15 wide (docs/features/console.md#fixed-figures). */
const COLUMN_WIDTH = 15;
/** How tall a face's row is drawn when it holds the photo, in points; the photo fits it. */
const PHOTO_ROW_POINTS = 90;

const FACE_COLUMNS = ['id', 'status', 'failureReason', 'registerDate', 'registerFailedCount', 'createdAt', 'photo'];
const READ_COLUMNS = ['at', 'faceId', 'readerKind', 'readerName', 'via'];
const REVISION_COLUMNS = ['at', 'resource', 'recordId', 'action', 'actorKind', 'actorName', 'changes'];

/**
 * The data report as a workbook in the admin's language: the resident's fields (one per
 * line), its faces with their photos drawn in the sheet, the photo reads and the revisions.
 */
export async function reportWorkbook(report: ResidentDataReport, locale: Locale): Promise<Buffer> {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  const resident = getResource('resident');
  const text = (words: Record<Locale, string>) => words[locale];

  const about = workbook.addWorksheet(text(REPORT_TEXTS.residentSheet));
  about.columns = [
    { header: text(REPORT_TEXTS.field), width: COLUMN_WIDTH * 2 },
    { header: text(REPORT_TEXTS.value), width: COLUMN_WIDTH * 3 },
  ];
  for (const [name, value] of Object.entries(report.resident)) {
    about.addRow([labelOf(resident, name, locale), valueText(resident, name, value, locale)]);
  }
  about.addRow([text(REPORT_TEXTS.generatedAt), report.generatedAt]);

  const face = getResource('face');
  const faces = tableSheet(workbook, text(REPORT_TEXTS.facesSheet), FACE_COLUMNS, face, locale);
  for (const row of report.faces) {
    const added = faces.addRow(
      FACE_COLUMNS.map((name) => (name === 'photo' ? '' : valueText(face, name, row[name], locale))),
    );
    if (!row.photo) {
      added.getCell(FACE_COLUMNS.length).value = text(REPORT_TEXTS.noPhoto);
      continue;
    }
    added.height = PHOTO_ROW_POINTS;
    const image = workbook.addImage({
      base64: row.photo.base64,
      extension: row.photo.extension === 'png' ? 'png' : row.photo.extension === 'gif' ? 'gif' : 'jpeg',
    });
    const at = { col: FACE_COLUMNS.length - 1, row: added.number - 1 };
    faces.addImage(image, { tl: at, ext: { width: 100, height: 110 } });
  }

  const reads = tableSheet(
    workbook,
    text(REPORT_TEXTS.readsSheet),
    READ_COLUMNS,
    getResource('face-photo-read'),
    locale,
  );
  for (const read of report.photoReads) {
    reads.addRow(
      READ_COLUMNS.map((name) =>
        valueText(getResource('face-photo-read'), name, read[name as keyof typeof read], locale),
      ),
    );
  }

  const revision = getResource('record-revision');
  const revisions = tableSheet(workbook, text(REPORT_TEXTS.revisionsSheet), REVISION_COLUMNS, revision, locale);
  for (const row of report.revisions) {
    revisions.addRow(REVISION_COLUMNS.map((name) => valueText(revision, name, row[name], locale)));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function tableSheet(
  workbook: ExcelJS.Workbook,
  title: string,
  columns: readonly string[],
  resource: ResourceDefinition | undefined,
  locale: Locale,
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(title);
  sheet.columns = columns.map((name) => ({
    header:
      name === 'photo'
        ? REPORT_TEXTS.photo[locale]
        : name === 'changes'
          ? REPORT_TEXTS.changes[locale]
          : labelOf(resource, name, locale),
    width: name === 'changes' ? COLUMN_WIDTH * 4 : COLUMN_WIDTH,
  }));
  sheet.getRow(1).font = { bold: true };
  return sheet;
}
