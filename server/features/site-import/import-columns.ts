import type { FieldDefinition, Label, Locale, ResourceDefinition } from '../../../contract/resource';

/** One column of the import sheet: a resident field, or the photo's file name in the archive. */
export interface ImportColumn {
  /** The resident field it fills, or `photo`. */
  name: string;
  label: Label;
  /** A sheet without this column is refused. */
  required: boolean;
}

export const PHOTO_COLUMN = 'photo';

/** The photo column: optional; a blank cell means "the photo named <personId>.jpg or .png in the archive". */
const PHOTO: ImportColumn = {
  name: PHOTO_COLUMN,
  label: { en: 'Photo file', zh: '照片文件' },
  required: false,
};

/** Columns the sheet must have: the resident's required fields, and the person id photos are matched by. */
const ALWAYS_REQUIRED = new Set(['personId']);

/**
 * The sheet's columns, in the resident schema's order: every field an admin writes
 * except the site, which the import is for (so `doorCode` is "Ipercom 1" and
 * `sharingCode` "Ipercom 2", the schema's own labels), then the photo file.
 */
export function importColumns(resident: ResourceDefinition): ImportColumn[] {
  const fields = resident.fields.filter(
    (field) => !field.internal && !field.readOnly && field.name !== 'siteId' && isText(field),
  );
  return [
    ...fields.map((field) => ({
      name: field.name,
      label: field.label,
      required: field.required || ALWAYS_REQUIRED.has(field.name),
    })),
    PHOTO,
  ];
}

function isText(field: FieldDefinition): boolean {
  return field.type === 'string';
}

export function headerOf(column: ImportColumn, locale: Locale): string {
  return column.label[locale];
}

/**
 * The longest header cell compared with the columns' names, in characters. Every name
 * and label is far shorter (a label has 100 characters at most), so a longer cell names
 * no column and is ignored, like any unknown header, without being normalised.
 */
export const LONGEST_HEADER = 200;

/** How a header cell is compared: trimmed, case and width of spaces ignored. */
function normalised(text: string): string {
  return text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Which column each header cell names, by the field's name or its label in either
 * language, so a sheet made from the Chinese template reads like the English one: an
 * exact look-up of the normalised text (no regular expression, no fuzzy match), over
 * at most ImportLimits.maxColumns cells of at most LONGEST_HEADER characters each.
 * Unknown headers are ignored; the first cell naming a column wins.
 */
export function matchHeaders(headers: readonly string[], columns: readonly ImportColumn[]): Map<string, number> {
  const byText = new Map<string, ImportColumn>();
  for (const column of columns) {
    for (const text of [column.name, column.label.en, column.label.zh]) byText.set(normalised(text), column);
  }
  const positions = new Map<string, number>();
  headers.forEach((header, index) => {
    if (header.length > LONGEST_HEADER) return;
    const column = byText.get(normalised(header));
    if (column && !positions.has(column.name)) positions.set(column.name, index);
  });
  return positions;
}
