import type { FieldRuleName } from './rules/field-rules';
/**
 * The normalised description of one entity, as the generator derives it from
 * `schemas/<name>.json`. The generated registry (`contract/generated/registry.ts`)
 * is a list of these; the server's CRUD layer and the browser's schema-ui engine
 * are both driven by it, so neither knows any entity by name.
 */

export type Locale = 'en' | 'zh';
export type Label = Record<Locale, string>;

/** What a field is, for storage and for the widget that edits it. */
export type FieldKind =
  | 'string' // short text
  | 'text' // long text (textarea)
  | 'integer'
  | 'number'
  | 'boolean'
  | 'datetime' // ISO 8601 string in the API, shown in Beijing time
  | 'enum' // string with a closed set of values (`options`)
  | 'reference' // integer id of a row of another resource (`references`)
  | 'json'; // array or object, stored as JSON text (a multi-select: an array of `options` values)

/** The input that edits a field, when its kind alone does not decide it. */
export type Widget =
  | 'text'
  | 'textarea'
  | 'password'
  | 'select'
  | 'switch'
  | 'datetime'
  | 'image'
  | 'reference'
  | 'json'
  | 'tags';

export type FilterKind = 'search' | 'equals' | 'range';
export type Operation = 'list' | 'show' | 'create' | 'update' | 'delete';
export type SortOrder = 'ASC' | 'DESC';

export interface FieldDefinition {
  name: string;
  kind: FieldKind;
  /** JSON Schema type of the value in the API. */
  type: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  label: Label;
  /** Present in the create body (JSON Schema `required`). */
  required: boolean;
  nullable: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  default?: unknown;
  /**
   * For kind `enum`: the values, each with its label. For an array whose items are an
   * `enum` (a multi-select, kind `json`): the values its items may take.
   */
  options?: { value: string; label: Label }[];
  /** For kind `reference`: the resource name whose `id` this holds. */
  references?: string;
  /** Returned by the API, never written by a client (JSON Schema `readOnly`). */
  readOnly: boolean;
  /** Written by a client, never returned in full (JSON Schema `writeOnly`): secrets. */
  writeOnly: boolean;
  /** A column only: never in the API, the validators or the screens (`x-internal`). */
  internal: boolean;
  ui: {
    list: boolean;
    /** A list column hidden until the admin shows it from the Columns button (`"list": "hidden"`). */
    listHidden?: boolean;
    filter?: FilterKind;
    sort: boolean;
    form: boolean;
    show: boolean;
    widget?: Widget;
    placeholder?: Label;
    help?: Label;
  };
  db: {
    unique: boolean;
    index: boolean;
    /** For a single reference: what deleting the referenced row does (`x-db.onDelete`, `restrict` by default). */
    onDelete?: OnDelete;
    /** The column accepts NULL although the API requires the field: rows the server writes itself may lack it. */
    nullable?: boolean;
  };
  /** The API request log masks the value (`x-secret`): passwords, tokens, keys, one-time codes. */
  secret?: boolean;
  /**
   * Catalogue code for each failed rule: JSON Schema keywords (`required`, `minLength`,
   * `maxLength`, `pattern`, `type`, `enum`, `format`, `minimum`, `maximum`) and `unique`.
   * A keyword without a code fails with the generic code 400.
   */
  errors: Partial<Record<string, number>>;
  /**
   * The field's own words for a failed pattern (`x-messages`), by rule path (`pattern`,
   * `allOf/0/not`): what a refusal tells in place of the generic "The format is wrong".
   */
  messages?: Partial<Record<string, Label>>;
  /** A named rule of contract/rules/field-rules.ts (`x-rule`): what the keywords cannot say (a phone for its country code). */
  rule?: FieldRuleName;
}

/** What deleting a row does to the rows that reference it: refuse, delete them too, or clear the reference. */
export type OnDelete = 'restrict' | 'cascade' | 'set-null';

/**
 * Fields whose values together are unique (`x-resource.unique`). Read `[siteId, personId]`
 * as "personId is unique within siteId": a refusal names the last field first.
 */
export interface UniqueRule {
  fields: string[];
  /** Catalogue code of a duplicate; else the last field's `unique` code, else 400. */
  code?: number;
}

/** A reference to this resource from a field of another (or the same) resource. */
export interface Referrer {
  resource: string;
  table: string;
  field: string;
  onDelete: OnDelete;
}

/** How rows of a resource belong to an admin account (docs/domain.md#permissions-and-ownership). */
export type Ownership =
  | { kind: 'none' }
  /** The row carries `ownerId`, set to the creating admin. */
  | { kind: 'direct' }
  /** The row belongs to whoever owns the row that `field` references in `resource`. */
  | { kind: 'through'; field: string; resource: string };

export interface ResourceDefinition {
  /** The schema's `$id`, kebab-case: `site`, `device-config`. */
  name: string;
  /** URL segment under `/api/`: `sites`. */
  path: string;
  table: string;
  /** Permission code (a route name of the spec) needed for every operation. */
  permission: string;
  label: Label;
  operations: Operation[];
  /** A table with no API and no screens (sessions, leases). */
  internal: boolean;
  ownership: Ownership;
  /** Fields matched by the `q` parameter. */
  search: string[];
  defaultSort: { field: string; order: SortOrder };
  /** Composite indexes beyond the per-field ones. */
  indexes: string[][];
  /** Composite unique rules, enforced by a unique index. */
  unique?: UniqueRule[];
  /** The fields of resources that reference this one, with what deleting a row of it does to theirs. */
  referencedBy?: Referrer[];
  /** Field shown as the row's title (breadcrumbs, references, delete confirmations). */
  recordTitle: string;
  /** The list filters on when rows were created: `createdAt_gte` / `createdAt_lte` (`x-resource.createdAtFilter`). */
  createdAtFilter?: true;
  /** Declared fields, in schema order. System fields are not listed here. */
  fields: FieldDefinition[];
}

/** Columns every table has, maintained by the server, never written by a client. */
export const SYSTEM_FIELDS = ['id', 'version', 'createdAt', 'updatedAt'] as const;
/** Column of rows with direct ownership. */
export const OWNER_FIELD = 'ownerId';

export type ListQuery = {
  page: number;
  pageSize: number;
  sort?: string;
  order?: SortOrder;
  q?: string;
  filter: Record<string, unknown>;
};

/** Page sizes the console offers (docs/architecture.md#the-http-contract). The server caps pageSize at the largest. */
export const PAGE_SIZES = [1, 10, 20, 30, 40, 50, 100] as const;
export const MAX_PAGE_SIZE = 100;
