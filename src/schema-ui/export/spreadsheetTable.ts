import type { RaRecord } from 'react-admin';
import type { FieldDefinition, ResourceDefinition } from '../../../contract/resource';
import { fieldLabelKey, formatBeijingTime } from '..';
import type { ReferenceTitles } from './referenceTitles';

export type SpreadsheetCell = string | number | null;

export interface SpreadsheetTable {
  headers: string[];
  rows: SpreadsheetCell[][];
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

function cellOf(
  resource: ResourceDefinition,
  field: FieldDefinition,
  value: unknown,
  translate: Translate,
  titles: ReferenceTitles,
): SpreadsheetCell {
  if (value === null || value === undefined || value === '') return null;
  const referenced = titles.get(field.name);
  if (referenced) {
    const ids = Array.isArray(value) ? value : [value];
    return ids.map((id) => referenced.get(id) ?? String(id)).join(', ');
  }
  const optionText = (option: unknown) =>
    translate(`resources.${resource.path}.options.${field.name}.${String(option)}`, { _: String(option) });
  // A multi-select by the labels of its options.
  if (field.kind === 'json' && field.options && Array.isArray(value)) return value.map(optionText).join(', ');
  switch (field.kind) {
    case 'boolean':
      return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    case 'datetime':
      return formatBeijingTime(String(value));
    case 'enum':
      return optionText(value);

    case 'integer':
    case 'number':
    case 'reference':
      return typeof value === 'number' ? value : String(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/**
 * A list as a sheet shows it: the list's columns with their headers in the
 * current language, enumerations by their labels, booleans in words, times in
 * Beijing time, and references by the titles of the rows they point to.
 */
export function spreadsheetTable(
  resource: ResourceDefinition,
  columns: readonly FieldDefinition[],
  rows: readonly RaRecord[],
  translate: Translate,
  titles: ReferenceTitles = new Map(),
): SpreadsheetTable {
  return {
    headers: [
      translate(fieldLabelKey(resource, 'id')),
      ...columns.map((field) => translate(fieldLabelKey(resource, field.name))),
    ],
    rows: rows.map((row) => [
      typeof row.id === 'number' ? row.id : String(row.id),
      ...columns.map((field) => cellOf(resource, field, row[field.name], translate, titles)),
    ]),
  };
}
