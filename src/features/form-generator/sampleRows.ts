import type { FieldDefinition, ResourceDefinition } from '../../../contract/resource';
import { PATTERNS } from './fieldTypes';

const SAMPLE_COUNT = 3;

function sampleText(field: FieldDefinition, row: number): string {
  const n = row + 1;
  switch (field.pattern) {
    case PATTERNS.email:
      return `user${n}@example.com`;
    case PATTERNS.phone:
      return `1380013800${n}`;
    case PATTERNS.url:
      return `https://example.com/${n}`;
    case PATTERNS.date:
      return `2026-01-0${n}`;
  }
  return `${field.label.en} ${n}`;
}

/** A value of the field's kind for sample row `row` of the list preview. */
export function sampleValue(field: FieldDefinition, row: number): unknown {
  switch (field.kind) {
    case 'boolean':
      return row % 2 === 0;
    case 'integer':
    case 'number':
      return (row + 1) * 10;
    case 'reference':
      return row + 1;
    case 'datetime':
      return new Date(Date.UTC(2026, 0, row + 1, 8, 30)).toISOString();
    case 'enum': {
      const options = field.options ?? [];
      return options.length > 0 ? options[row % options.length].value : null;
    }
    case 'json':
      return (field.options?.map((option) => option.value) ?? ['alpha', 'beta', 'gamma']).slice(0, row + 1);
    default:
      return sampleText(field, row);
  }
}

/** A few rows made from the fields, for the list preview. */
export function sampleRows(resource: ResourceDefinition): { id: number; [field: string]: unknown }[] {
  return Array.from({ length: SAMPLE_COUNT }, (_, row) => {
    const record: { id: number; [field: string]: unknown } = { id: row + 1 };
    for (const field of resource.fields) record[field.name] = sampleValue(field, row);
    record.createdAt = new Date(Date.UTC(2026, 0, row + 1)).toISOString();
    record.updatedAt = record.createdAt;
    return record;
  });
}
