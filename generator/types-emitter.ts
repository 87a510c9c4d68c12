import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { OWNER_FIELD } from '../contract/resource';
import type { CheckedSchema, EntitySchema, PropertySchema } from './entity-schema';
import { GENERATED_BANNER } from './generated-banner';

/** `device-config` -> `DeviceConfig`: the interface name of an entity. */
export function typeNameOf(resourceName: string): string {
  return resourceName.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
}

const TYPE_KEYWORDS = ['type', 'enum', 'items', 'format', 'readOnly'] as const;

function propertyType(prop: PropertySchema, nullable: boolean): JSONSchema {
  const type: Record<string, unknown> = {};
  for (const keyword of TYPE_KEYWORDS) if (prop[keyword] !== undefined) type[keyword] = structuredClone(prop[keyword]);
  const label = prop['x-ui']?.label;
  if (label) type.description = `${label.en} (${label.zh})`;
  if (prop.type === 'object') type.additionalProperties = true;
  if (nullable) {
    type.type = [prop.type, 'null'];
    if (prop.enum) type.enum = [...prop.enum, null];
  }
  return type as JSONSchema;
}

/**
 * The record as the API returns it: system fields, the owner where rows are owned
 * directly, then every declared field (NULL where unset). Secrets are write-only, so
 * they may be absent. Internal columns are the server's own business.
 */
function recordSchemaOf(schema: EntitySchema): JSONSchema {
  const required = new Set(schema.required ?? []);
  const properties: Record<string, JSONSchema> = {
    id: { type: 'integer' },
    version: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  };
  if (schema['x-resource'].owned === true) properties[OWNER_FIELD] = { type: ['integer', 'null'] };
  for (const [name, prop] of Object.entries(schema.properties)) {
    if (prop['x-internal']) continue;
    properties[name] = propertyType(prop, !required.has(name));
  }
  const present = Object.keys(properties).filter((name) => !schema.properties[name]?.writeOnly);
  return {
    title: typeNameOf(schema.$id),
    description: `${schema['x-resource'].label.en} (${schema['x-resource'].label.zh}), from ${schema.$id}.json`,
    type: 'object',
    properties,
    required: present,
    additionalProperties: false,
  };
}

/** `contract/generated/types.ts`: one interface per entity, through json-schema-to-typescript. */
export async function emitTypes(schemas: CheckedSchema[]): Promise<string> {
  const parts: string[] = [];
  for (const { schema } of schemas) {
    const code = await compile(recordSchemaOf(schema), typeNameOf(schema.$id), {
      bannerComment: '',
      additionalProperties: false,
      unknownAny: true,
      format: true,
      style: { singleQuote: true, printWidth: 120 },
    });
    parts.push(code.trim());
  }
  parts.push(recordMaps(schemas));
  return `${GENERATED_BANNER}\n${parts.join('\n\n')}\n`;
}

const INTERNAL_TYPE: Record<string, string> = {
  string: 'string',
  integer: 'number',
  number: 'number',
  boolean: 'boolean',
  array: 'unknown[]',
  object: 'Record<string, unknown>',
};

/**
 * The record type of every resource by its name, for code that names a resource:
 * `ResourceRecords` as the API shows rows, `StoredRows` as the server stores them
 * (internal columns such as password hashes included). Written as object types, not
 * interfaces, so that a record still passes where a plain row is expected. With them,
 * `InternalResourceName`: the names of the resources with no API.
 */
function recordMaps(schemas: CheckedSchema[]): string {
  const shown: string[] = [];
  const stored: string[] = [];
  const internalNames: string[] = [];
  for (const { schema } of schemas) {
    const name = `'${schema.$id}'`;
    if (schema['x-resource'].internal === true) internalNames.push(name);
    const type = typeNameOf(schema.$id);
    shown.push(`  ${name}: Plain<${type}>;`);
    const internal = Object.entries(schema.properties)
      .filter(([, prop]) => prop['x-internal'])
      .map(([field, prop]) => `${field}: ${INTERNAL_TYPE[prop.type] ?? 'unknown'} | null`);
    stored.push(`  ${name}: Plain<${type}>${internal.length > 0 ? ` & { ${internal.join('; ')} }` : ''};`);
  }
  return [
    '/** An interface as a plain object type, which a `Record<string, unknown>` accepts. */',
    'export type Plain<T> = { [Field in keyof T]: T[Field] };',
    '',
    "/** Every resource's record as the API shows it, by resource name. */",
    `export type ResourceRecords = {\n${shown.join('\n')}\n};`,
    '',
    "/** Every resource's row as the server stores it, internal columns included, by resource name. */",
    `export type StoredRows = {\n${stored.join('\n')}\n};`,
    '',
    'export type ResourceName = keyof ResourceRecords;',
    '',
    '/** The resources with no API (`x-resource.internal`): written through their own row store, not the write path. */',
    `export type InternalResourceName = ${internalNames.length > 0 ? internalNames.join(' | ') : 'never'};`,
  ].join('\n');
}
