import { OWNER_FIELD, SYSTEM_FIELDS } from '../contract/resource';
import type { EntitySchema, PropertySchema } from './entity-schema';

export type ValidationMode = 'create' | 'update';

/** Keywords that constrain a value; everything else in a property is annotation and stays out of the validators. */
const RULE_KEYWORDS = [
  'type',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'enum',
  'minimum',
  'maximum',
  'items',
  'minItems',
  'maxItems',
  'allOf',
] as const;

type JsonObject = Record<string, unknown>;

function rulesOf(prop: PropertySchema, nullable: boolean): JsonObject {
  const rules: JsonObject = {};
  for (const keyword of RULE_KEYWORDS) {
    if (prop[keyword] !== undefined) rules[keyword] = structuredClone(prop[keyword]);
  }
  // Optional columns hold NULL, and forms send null for a cleared optional field.
  if (nullable) {
    rules.type = [prop.type, 'null'];
    if (prop.enum) rules.enum = [...prop.enum, null];
  }
  return rules;
}

/**
 * The JSON Schema one generated validator checks: declared fields with their rules;
 * system and read-only fields accepted whatever they hold, because the console sends
 * whole records back and the server never writes them; anything else refused.
 * `required` applies on create only: an update carries just the fields it changes.
 */
export function validatorSchemaOf(schema: EntitySchema, mode: ValidationMode): JsonObject {
  const properties: Record<string, unknown> = {};
  for (const name of [...SYSTEM_FIELDS, OWNER_FIELD]) properties[name] = {};
  const required = new Set(schema.required ?? []);
  for (const [name, prop] of Object.entries(schema.properties)) {
    if (prop['x-internal']) continue;
    properties[name] = prop.readOnly ? {} : rulesOf(prop, !required.has(name));
  }
  const writableRequired = [...required].filter((name) => !schema.properties[name]?.readOnly);
  return {
    $id: validatorExportName(schema.$id, mode),
    type: 'object',
    properties,
    ...(mode === 'create' && writableRequired.length > 0 ? { required: writableRequired } : {}),
    additionalProperties: false,
  };
}

/** Export name of a validator in `contract/generated/validators.js`: `deviceConfigCreate`. */
export function validatorExportName(resourceName: string, mode: ValidationMode): string {
  const camel = resourceName.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
  return `${camel}${mode === 'create' ? 'Create' : 'Update'}`;
}
