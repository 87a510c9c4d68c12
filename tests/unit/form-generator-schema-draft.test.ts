import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../generator/entity-schema';
import {
  addField,
  copyOfBuiltIn,
  moveField,
  newSchema,
  parseSchemaText,
  removeField,
  renameField,
  setRequired,
} from '../../src/features/form-generator/schemaDraft';
import { importedSchema } from '../../src/features/form-generator/schemaImport';

function withFields(...types: ('text' | 'email' | 'integer')[]): EntitySchema {
  let schema = newSchema();
  for (const type of types) schema = addField(schema, type).schema;
  return schema;
}

/** The builder's edits of a schema. */
describe('form generator schema edits', () => {
  it('adds at a place, moves and removes fields, keeping their order', () => {
    let schema = withFields('text', 'email');
    schema = addField(schema, 'integer', { index: 1 }).schema;
    expect(Object.keys(schema.properties)).toEqual(['textField', 'integerField', 'emailField']);
    schema = moveField(schema, 2, 0);
    expect(Object.keys(schema.properties)).toEqual(['emailField', 'textField', 'integerField']);
    expect(moveField(schema, 0, 9)).toBe(schema);
    schema = removeField(schema, 'textField');
    expect(Object.keys(schema.properties)).toEqual(['emailField', 'integerField']);
  });

  it('renames a field wherever the schema names it, and refuses a taken or empty name', () => {
    let schema = setRequired(withFields('text', 'email'), 'textField', true);
    schema = {
      ...schema,
      'x-resource': {
        ...schema['x-resource'],
        search: ['textField'],
        recordTitle: 'textField',
        defaultSort: { field: 'textField', order: 'ASC' },
      },
    };
    const renamed = renameField(schema, 'textField', 'roomName');
    expect(Object.keys(renamed.properties)).toEqual(['roomName', 'emailField']);
    expect(renamed.required).toEqual(['roomName']);
    expect(renamed['x-resource']).toMatchObject({
      search: ['roomName'],
      recordTitle: 'roomName',
      defaultSort: { field: 'roomName' },
    });
    expect(renameField(schema, 'textField', 'emailField')).toBe(schema);
    expect(renameField(schema, 'textField', '')).toBe(schema);
    const removed = removeField(renamed, 'roomName');
    expect(removed.required).toEqual([]);
    expect(removed['x-resource'].recordTitle).toBeUndefined();
    expect(removed['x-resource'].defaultSort).toBeUndefined();
  });

  it('reads JSON text as a schema only when it is one', () => {
    expect(parseSchemaText('{ "broken": ')).toMatch(/JSON/);
    expect(parseSchemaText('[]')).toBe('not a JSON object');
    expect(parseSchemaText('{"properties": {}}')).toBe('"x-resource" is not an object');
    expect(parseSchemaText(JSON.stringify(newSchema()))).toEqual(newSchema());
  });

  it('opens a built-in entity as a copy under new names, another schema as it is', () => {
    const site = {
      ...newSchema(),
      $id: 'site',
      'x-resource': { ...newSchema()['x-resource'], path: 'sites', table: 'site' },
    };
    const entities = [{ name: 'site', path: 'sites', source: 'built-in' as const }];
    const copy = importedSchema(JSON.stringify(site), entities);
    expect(copy).toMatchObject({ copyOf: 'site', schema: { $id: 'site-copy' } });
    expect(typeof copy !== 'string' && copy.schema['x-resource']).toMatchObject({
      path: 'sites-copy',
      table: 'site_copy',
    });
    expect(importedSchema(JSON.stringify(newSchema()), entities)).toEqual({ schema: newSchema() });
    expect(
      copyOfBuiltIn({ ...site, 'x-resource': { ...site['x-resource'], table: 'x'.repeat(40) } })['x-resource'].table,
    ).toHaveLength(40);
  });
});
