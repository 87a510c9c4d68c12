import type { Label } from '../../../contract/resource';
import type { PropertySchema } from '../../../generator/entity-schema';

/** The kinds of field the builder's palette offers. */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'integer',
  'switch',
  'select',
  'multiSelect',
  'date',
  'datetime',
  'image',
  'reference',
  'email',
  'phone',
  'url',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

/** Shapes written as a pattern, as the existing schemas write them (admin.json, third-cloud.json). */
export const PATTERNS = {
  email: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
  phone: '^[0-9]{4,15}$',
  url: '^https?://[^\\s/?#]+[^\\s]*$',
  date: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
} as const;

/** The catalogue code a broken pattern answers with: the account rules' own where one fits, else 400. */
const PATTERN_CODES: Record<keyof typeof PATTERNS, number> = { email: 6011, phone: 6004, url: 400, date: 400 };

function optionLabel(index: number): Label {
  return { en: `Option ${index}`, zh: `选项 ${index}` };
}

/**
 * The property a new field of `type` starts as, in the meta-schema's terms: the
 * widget, pattern and error code each type is written with in `schemas/`.
 */
export function propertyOf(type: FieldType, label: Label, references = 'site'): PropertySchema {
  const ui = { label };
  switch (type) {
    case 'text':
      return { type: 'string', maxLength: 100, 'x-ui': ui };
    case 'textarea':
      return { type: 'string', maxLength: 500, 'x-ui': { ...ui, widget: 'textarea' } };
    case 'number':
      return { type: 'number', 'x-ui': ui };
    case 'integer':
      return { type: 'integer', 'x-ui': ui };
    case 'switch':
      return { type: 'boolean', default: false, 'x-ui': ui };
    case 'select':
      return {
        type: 'string',
        enum: ['option1', 'option2'],
        'x-ui': { ...ui, options: { option1: optionLabel(1), option2: optionLabel(2) } },
      };
    case 'multiSelect':
      // Items that are one of the options; the list holds any number of them, stored as JSON text.
      return {
        type: 'array',
        items: { type: 'string', enum: ['option1', 'option2'] },
        default: [],
        'x-ui': { ...ui, options: { option1: optionLabel(1), option2: optionLabel(2) } },
      };
    case 'datetime':
      return { type: 'string', format: 'date-time', 'x-ui': ui };
    case 'image':
      return { type: 'string', maxLength: 500, 'x-ui': { ...ui, widget: 'image' } };
    case 'reference':
      return { type: 'integer', 'x-ui': ui, 'x-db': { references } };
    default:
      return {
        type: 'string',
        maxLength: type === 'date' ? 10 : type === 'url' ? 500 : 100,
        pattern: PATTERNS[type],
        'x-ui': ui,
        'x-errors': { pattern: PATTERN_CODES[type] },
      };
  }
}

/** Which palette type a property reads as (for a schema written by hand or imported). */
export function fieldTypeOf(prop: PropertySchema): FieldType {
  switch (prop.type) {
    case 'boolean':
      return 'switch';
    case 'number':
      return 'number';
    case 'integer':
      return prop['x-db']?.references ? 'reference' : 'integer';
    case 'array':
    case 'object':
      return 'multiSelect';
  }
  if (prop.format === 'date-time') return 'datetime';
  if (prop.enum) return 'select';
  const widget = prop['x-ui']?.widget;
  if (widget === 'image' || widget === 'textarea') return widget;
  const shaped = (Object.keys(PATTERNS) as (keyof typeof PATTERNS)[]).find((name) => PATTERNS[name] === prop.pattern);
  return shaped ?? 'text';
}

/**
 * A camelCase name for a new field of `type` that no field has yet: `emailField`,
 * `emailField2`… (the suffix keeps clear of SQL words such as `select` or `date`).
 */
export function newFieldName(type: FieldType, taken: readonly string[]): string {
  const base = `${type === 'datetime' ? 'dateTime' : type}Field`;
  if (!taken.includes(base)) return base;
  let index = 2;
  while (taken.includes(`${base}${index}`)) index++;
  return `${base}${index}`;
}
