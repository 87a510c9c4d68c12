import type { FilterKind, Label, OnDelete, Operation, SortOrder, Widget } from '../contract/resource';
import type { FieldRuleName } from '../contract/rules/field-rules';

/**
 * The shape of a `schemas/<name>.json` file once it has passed the meta-schema
 * (`generator/meta-schema.json` is the authority; these types only mirror it).
 */

export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';

export interface PropertyUi {
  label: Label;
  /** `'hidden'`: a column the list offers from its Columns button but does not show at first. */
  list?: boolean | 'hidden';
  filter?: FilterKind;
  sort?: boolean;
  form?: boolean;
  show?: boolean;
  widget?: Widget;
  options?: Record<string, Label>;
  placeholder?: Label;
  help?: Label;
}

export interface PropertyDb {
  unique?: boolean;
  index?: boolean;
  references?: string;
  onDelete?: OnDelete;
  nullable?: boolean;
}

export interface PropertySchema {
  type: JsonType;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: 'date-time';
  enum?: string[];
  minimum?: number;
  maximum?: number;
  default?: unknown;
  readOnly?: boolean;
  writeOnly?: boolean;
  description?: string;
  /** With `enum`: a multi-select, its options labelled in `x-ui.options` as a single `enum`'s are. */
  items?: { type: 'string' | 'integer' | 'number' | 'boolean'; minimum?: number; maxLength?: number; enum?: string[] };
  minItems?: number;
  maxItems?: number;
  allOf?: ({ pattern: string } | { not: { pattern: string } })[];
  'x-ui'?: PropertyUi;
  'x-db'?: PropertyDb;
  'x-errors'?: Record<string, number>;
  /** The field's own words for a failed pattern (`pattern`, `allOf/0/not`), in both languages. */
  'x-messages'?: Record<string, Label>;
  'x-internal'?: boolean;
  'x-secret'?: boolean;
  'x-rule'?: FieldRuleName;
}

export interface ResourceAnnotation {
  path: string;
  table: string;
  permission?: string;
  newPermission?: boolean;
  label: Label;
  operations?: Operation[];
  internal?: boolean;
  owned?: true | { through: string; resource: string };
  search?: string[];
  defaultSort?: { field: string; order: SortOrder };
  indexes?: string[][];
  unique?: (string[] | { fields: string[]; code?: number })[];
  recordTitle?: string;
  createdAtFilter?: true;
}

export interface EntitySchema {
  $id: string;
  title: string;
  description?: string;
  type: 'object';
  properties: Record<string, PropertySchema>;
  required?: string[];
  additionalProperties: false;
  'x-resource': ResourceAnnotation;
}

/** A schema file as read from disk, before any check. */
export interface SchemaFile {
  /** Path relative to the project root, with forward slashes: `schemas/site.json`. */
  file: string;
  json: unknown;
}

/** A schema file that passed the meta-schema. */
export interface CheckedSchema {
  file: string;
  schema: EntitySchema;
}
