import { describe, expect, it } from 'vitest';
import { checkEntitySchema } from '../../generator/entity-check';
import { resourceOf } from '../../generator/resource-model';
import { loadSchemaFiles } from '../../generator/schema-files';
import {
  FIELD_TYPES,
  fieldTypeOf,
  newFieldName,
  PATTERNS,
  propertyOf,
} from '../../src/features/form-generator/fieldTypes';
import { addField, newSchema } from '../../src/features/form-generator/schemaDraft';
import { PROJECT_ROOT } from './generator-scratch-project';

const label = { en: 'Label', zh: '标签' };

/** A new entity with one field of every palette type, as the builder makes it. */
function everyType() {
  let schema = newSchema();
  for (const type of FIELD_TYPES) schema = addField(schema, type).schema;
  return schema;
}

/** The palette's field types and the properties they are written as. */
describe('form generator palette types', () => {
  it('writes every type as the generator accepts it, beside the built-in schemas', () => {
    const schema = everyType();
    expect(Object.keys(schema.properties)).toHaveLength(FIELD_TYPES.length);
    expect(checkEntitySchema(schema, loadSchemaFiles(PROJECT_ROOT))).toEqual([]);
  });

  it('gives each type the kind and widget the screens draw', () => {
    const fields = Object.fromEntries(resourceOf(everyType()).fields.map((field) => [field.name, field]));
    expect(fields.textField.kind).toBe('string');
    expect(fields.textareaField.kind).toBe('text');
    expect(fields.numberField.kind).toBe('number');
    expect(fields.integerField.kind).toBe('integer');
    expect(fields.switchField).toMatchObject({ kind: 'boolean', default: false });
    expect(fields.selectField.options).toEqual([
      { value: 'option1', label: { en: 'Option 1', zh: '选项 1' } },
      { value: 'option2', label: { en: 'Option 2', zh: '选项 2' } },
    ]);
    expect(fields.multiSelectField).toMatchObject({ kind: 'json', type: 'array', ui: { widget: 'select' } });
    expect(fields.multiSelectField.options).toEqual(fields.selectField.options);
    expect(fields.dateField).toMatchObject({ kind: 'string', pattern: PATTERNS.date, errors: { pattern: 400 } });
    expect(fields.dateTimeField.kind).toBe('datetime');
    expect(fields.imageField.ui.widget).toBe('image');
    expect(fields.referenceField).toMatchObject({ kind: 'reference', references: 'site' });
    expect(fields.emailField).toMatchObject({ pattern: PATTERNS.email, errors: { pattern: 6011 } });
    expect(fields.phoneField).toMatchObject({ pattern: PATTERNS.phone, errors: { pattern: 6004 } });
    expect(fields.urlField).toMatchObject({ pattern: PATTERNS.url, errors: { pattern: 400 } });
  });

  it('reads every property back as the type it was made from', () => {
    for (const type of FIELD_TYPES) expect(fieldTypeOf(propertyOf(type, label))).toBe(type);
    expect(fieldTypeOf({ type: 'string', pattern: '^[a-z]+$', 'x-ui': { label } })).toBe('text');
  });

  it('checks the shapes written as patterns', () => {
    const matches = (name: keyof typeof PATTERNS, value: string) => new RegExp(PATTERNS[name]).test(value);
    expect(matches('date', '2026-02-28')).toBe(true);
    expect(matches('date', '2026-13-01')).toBe(false);
    expect(matches('email', 'a@b.cn')).toBe(true);
    expect(matches('email', 'a b@c.cn')).toBe(false);
    expect(matches('url', 'https://example.com/x')).toBe(true);
    expect(matches('url', 'ftp://example.com')).toBe(false);
    expect(matches('phone', '13800138000')).toBe(true);
    expect(matches('phone', '12a')).toBe(false);
  });

  it('names a new field after its type, numbered past the names taken', () => {
    expect(newFieldName('email', [])).toBe('emailField');
    expect(newFieldName('email', ['emailField', 'emailField2'])).toBe('emailField3');
    expect(newFieldName('datetime', [])).toBe('dateTimeField');
  });
});
