import type { EntitySchema, PropertySchema } from '../../../generator/entity-schema';
import { type FieldType, newFieldName, propertyOf } from './fieldTypes';

/**
 * Pure edits of the entity schema the builder holds. Every edit returns a new schema
 * (the undo history keeps the old ones) and keeps the field order, which is the order
 * of `properties`.
 */

export function newSchema(): EntitySchema {
  return {
    $id: 'new-entity',
    title: 'New entity',
    type: 'object',
    'x-resource': {
      path: 'new-entities',
      table: 'new_entity',
      permission: 'new-entity',
      newPermission: true,
      label: { en: 'New entity', zh: '新实体' },
    },
    properties: {},
    required: [],
    additionalProperties: false,
  };
}

export function fieldNames(schema: EntitySchema): string[] {
  return Object.keys(schema.properties ?? {});
}

function withProperties(schema: EntitySchema, entries: [string, PropertySchema][]): EntitySchema {
  return { ...schema, properties: Object.fromEntries(entries) };
}

/** Adds a field of `type` at `index` (the end by default); answers the schema and the new field's name. */
export function addField(
  schema: EntitySchema,
  type: FieldType,
  options: { index?: number; references?: string } = {},
): { schema: EntitySchema; name: string } {
  const name = newFieldName(type, fieldNames(schema));
  const entries = Object.entries(schema.properties ?? {});
  const label = { en: `New ${type} field`, zh: `新字段 ${entries.length + 1}` };
  entries.splice(options.index ?? entries.length, 0, [name, propertyOf(type, label, options.references)]);
  return { schema: withProperties(schema, entries), name };
}

export function moveField(schema: EntitySchema, from: number, to: number): EntitySchema {
  const entries = Object.entries(schema.properties);
  if (from === to || from < 0 || to < 0 || from >= entries.length || to >= entries.length) return schema;
  const [moved] = entries.splice(from, 1);
  entries.splice(to, 0, moved);
  return withProperties(schema, entries);
}

export function setField(schema: EntitySchema, name: string, prop: PropertySchema): EntitySchema {
  return { ...schema, properties: { ...schema.properties, [name]: prop } };
}

/** Every place of `x-resource` that names a field, with `rename` applied (undefined drops the name). */
function renamedInResource(schema: EntitySchema, rename: (name: string) => string | undefined): EntitySchema {
  const resource = { ...schema['x-resource'] };
  if (resource.search) resource.search = resource.search.map(rename).filter((name) => name !== undefined);
  if (resource.recordTitle) {
    const title = rename(resource.recordTitle);
    if (title) resource.recordTitle = title;
    else delete resource.recordTitle;
  }
  if (resource.defaultSort) {
    const field = rename(resource.defaultSort.field);
    if (field) resource.defaultSort = { ...resource.defaultSort, field };
    else delete resource.defaultSort;
  }
  const required = (schema.required ?? []).map(rename).filter((name) => name !== undefined);
  return { ...schema, 'x-resource': resource, required };
}

export function removeField(schema: EntitySchema, name: string): EntitySchema {
  const entries = Object.entries(schema.properties).filter(([key]) => key !== name);
  return renamedInResource(withProperties(schema, entries), (field) => (field === name ? undefined : field));
}

/** Renames a field where it stands, and wherever the schema names it. An empty or taken name changes nothing. */
export function renameField(schema: EntitySchema, from: string, to: string): EntitySchema {
  if (from === to || to === '' || to in schema.properties) return schema;
  const entries = Object.entries(schema.properties).map(([key, prop]): [string, PropertySchema] => [
    key === from ? to : key,
    prop,
  ]);
  return renamedInResource(withProperties(schema, entries), (field) => (field === from ? to : field));
}

export function setRequired(schema: EntitySchema, name: string, required: boolean): EntitySchema {
  const others = (schema.required ?? []).filter((field) => field !== name);
  return { ...schema, required: required ? [...others, name] : others };
}

/** An object with `key` set, or removed when the value is undefined or empty text. */
export function withKey<T extends object, K extends keyof T>(object: T, key: K, value: T[K] | undefined): T {
  const next = { ...object };
  if (value === undefined || value === '') delete next[key];
  else next[key] = value;
  return next;
}

/** A built-in entity opened as a new one: its name, path and table carry a copy suffix (built-ins are read-only). */
export function copyOfBuiltIn(schema: EntitySchema): EntitySchema {
  const resource = schema['x-resource'];
  return {
    ...schema,
    $id: `${schema.$id}-copy`,
    title: `${schema.title} (copy)`,
    'x-resource': {
      ...resource,
      path: `${resource.path}-copy`,
      table: `${resource.table.slice(0, 35)}_copy`,
    },
  };
}

/** Reads text typed in the JSON view as a schema: an object is taken as it stands, anything else is refused. */
export function parseSchemaText(text: string): EntitySchema | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not a JSON object';
  const schema = value as EntitySchema;
  if (typeof schema.properties !== 'object' || schema.properties === null) return '"properties" is not an object';
  if (typeof schema['x-resource'] !== 'object' || schema['x-resource'] === null) return '"x-resource" is not an object';
  return schema;
}

export function schemaText(schema: EntitySchema): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}
