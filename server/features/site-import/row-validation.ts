import { Code } from '../../../contract/errors';
import type { ResourceDefinition } from '../../../contract/resource';
import { validationFailures } from '../../../contract/validation';
import { PHOTO_COLUMN } from './import-columns';
import type { SheetRows } from './sheet-reading';

/**
 * A resident field's value from the sheet: text, or for a blank cell the field's
 * default (a country code is +86 unless given) or else null, which clears the field
 * on update.
 */
export type ResidentValues = Record<string, string | null>;

/** A row that passed the form's rules, its photo not yet looked at. */
export interface SheetResident {
  row: number;
  personId: string;
  values: ResidentValues;
  /** The photo's file name given in the sheet, when the photo column has one. */
  photoName?: string;
}

/** Why a row is refused: the field, the catalogue code and rule, and a detail (English; the report words it). */
export interface RowFailure {
  field: string;
  code: number;
  rule: string;
  detail?: string;
  /** Values of the import's own rules' texts (import-texts.ts). */
  args?: Record<string, string | number>;
}

export interface RefusedRow {
  row: number;
  personId: string;
  /** The row's cells by column, so a sheet of the failed rows can be given back filled in. */
  cells: Record<string, string>;
  failures: RowFailure[];
}

/**
 * Checks every row as the resident form does (the same generated validators and
 * catalogue codes, contract/validation.ts), with the import's own rules on top: a
 * person id is required (6022, the device's id of the resident) and appears once in
 * the file (the code of the site's unique rule). A refused row names every field it
 * failed on.
 */
export function validateRows(
  resident: ResourceDefinition,
  siteId: number,
  sheet: SheetRows,
  positions: ReadonlyMap<string, number>,
): { residents: SheetResident[]; refused: RefusedRow[] } {
  const residents: SheetResident[] = [];
  const refused: RefusedRow[] = [];
  const firstRowOf = new Map<string, number>();
  const duplicateCode = uniqueCodeOfPersonId(resident);
  for (const { row, cells } of sheet.rows) {
    const cellsByColumn: Record<string, string> = {};
    for (const [name, position] of positions) cellsByColumn[name] = cells[position] ?? '';
    const { [PHOTO_COLUMN]: photoName = '', ...fields } = cellsByColumn;
    const values: ResidentValues = {};
    for (const [name, text] of Object.entries(fields)) values[name] = text === '' ? blankValueOf(resident, name) : text;
    const personId = values.personId ?? '';

    const input: Record<string, unknown> = { siteId };
    for (const [name, value] of Object.entries(values)) if (value !== null) input[name] = value;
    const failures: RowFailure[] = validationFailures(resident, 'create', input).map((failure) => ({
      field: failure.field ?? 'row',
      code: failure.code,
      rule: failure.keyword,
      detail: failure.msg,
      ...lengthArgs(resident, failure.field, failure.keyword),
    }));
    if (personId === '' && !failures.some((failure) => failure.field === 'personId')) {
      failures.push({ field: 'personId', code: Code.SYNC_RESIDENT_OR_FACE_MISSING, rule: 'required' });
    }
    const first = personId === '' ? undefined : firstRowOf.get(personId);
    if (first !== undefined) {
      failures.push({
        field: 'personId',
        code: duplicateCode,
        rule: 'unique',
        detail: `person id ${personId} is already on row ${first}`,
        args: { personId, first },
      });
    } else if (personId !== '') firstRowOf.set(personId, row);

    if (failures.length > 0) refused.push({ row, personId, cells: cellsByColumn, failures });
    else residents.push({ row, personId, values, ...(photoName ? { photoName } : {}) });
  }
  return { residents, refused };
}

/** The limits of a length rule, so the report can word it in the admin's language. */
function lengthArgs(resident: ResourceDefinition, name: string | undefined, keyword: string) {
  if (keyword !== 'maxLength' && keyword !== 'minLength') return {};
  const field = resident.fields.find((candidate) => candidate.name === name);
  return { args: { min: field?.minLength ?? 0, max: field?.maxLength ?? '' } };
}

/** The code the write path gives a second resident with the same person id at a site. */
function uniqueCodeOfPersonId(resident: ResourceDefinition): number {
  const rule = resident.unique?.find((candidate) => candidate.fields.includes('personId'));
  const field = resident.fields.find((candidate) => candidate.name === 'personId');
  return rule?.code ?? field?.errors.unique ?? Code.BAD_REQUEST;
}

function blankValueOf(resident: ResourceDefinition, name: string): string | null {
  const fallback = resident.fields.find((field) => field.name === name)?.default;
  return typeof fallback === 'string' ? fallback : null;
}
