import type {
  FieldDefinition,
  FieldKind,
  Operation,
  Ownership,
  ResourceDefinition,
  UniqueRule,
} from '../contract/resource';
import type { EntitySchema, PropertySchema } from './entity-schema';

const ALL_OPERATIONS: Operation[] = ['list', 'show', 'create', 'update', 'delete'];

export function kindOf(prop: PropertySchema): FieldKind {
  switch (prop.type) {
    case 'array':
    case 'object':
      return 'json';
    case 'integer':
      return prop['x-db']?.references ? 'reference' : 'integer';
    case 'number':
    case 'boolean':
      return prop.type;
    default:
      if (prop.format === 'date-time') return 'datetime';
      if (prop.enum) return 'enum';
      return prop['x-ui']?.widget === 'textarea' ? 'text' : 'string';
  }
}

const DEFAULT_WIDGET: Partial<Record<FieldKind, FieldDefinition['ui']['widget']>> = {
  string: 'text',
  text: 'textarea',
  boolean: 'switch',
  datetime: 'datetime',
  enum: 'select',
  reference: 'reference',
  json: 'json',
};

/** The closed set of values of a field: a single `enum`'s, or its items' for a multi-select. */
export function optionValuesOf(prop: PropertySchema): string[] | undefined {
  return prop.enum ?? (prop.type === 'array' ? prop.items?.enum : undefined);
}

function widgetOf(prop: PropertySchema, kind: FieldKind): FieldDefinition['ui']['widget'] {
  if (prop['x-ui']?.widget) return prop['x-ui'].widget;
  if (prop.writeOnly && kind === 'string') return 'password';
  if (kind === 'json' && prop.items?.enum) return 'select';
  return DEFAULT_WIDGET[kind];
}

function fieldOf(name: string, prop: PropertySchema, required: boolean): FieldDefinition {
  const kind = kindOf(prop);
  const ui = prop['x-ui'];
  const readOnly = prop.readOnly === true;
  const writeOnly = prop.writeOnly === true;
  const internal = prop['x-internal'] === true;
  const references = prop['x-db']?.references;
  // Long text, JSON and secrets make poor table cells (a multi-select's labels do not); a schema can still ask for them.
  const listByDefault = !internal && !writeOnly && kind !== 'text' && (kind !== 'json' || !!prop.items?.enum);
  const field: FieldDefinition = {
    name,
    kind,
    type: prop.type,
    label: ui?.label ?? { en: name, zh: name },
    required,
    nullable: !required,
    readOnly,
    writeOnly,
    internal,
    ui: {
      list: ui?.list === undefined ? listByDefault : ui.list !== false,
      sort: ui?.sort ?? false,
      form: !internal && (ui?.form ?? !readOnly),
      show: !internal && (ui?.show ?? !writeOnly),
    },
    db: {
      unique: prop['x-db']?.unique === true,
      index: prop['x-db']?.index === true || ui?.filter !== undefined || ui?.sort === true || kind === 'reference',
    },
    errors: { ...(prop['x-errors'] ?? {}) },
  };
  if (ui?.list === 'hidden') field.ui.listHidden = true;
  // A list of references (an admin's roles) is JSON text: no foreign key can hold it.
  if (kind === 'reference') field.db.onDelete = prop['x-db']?.onDelete ?? 'restrict';
  if (prop['x-db']?.nullable) field.db.nullable = true;
  if (prop['x-secret']) field.secret = true;
  if (prop['x-rule']) field.rule = prop['x-rule'];
  if (prop.minLength !== undefined) field.minLength = prop.minLength;
  if (prop.maxLength !== undefined) field.maxLength = prop.maxLength;
  if (prop.minimum !== undefined) field.minimum = prop.minimum;
  if (prop.maximum !== undefined) field.maximum = prop.maximum;
  if (prop.pattern !== undefined) field.pattern = prop.pattern;
  if (prop.default !== undefined) field.default = prop.default;
  const values = optionValuesOf(prop);
  if (values) {
    const options = ui?.options ?? {};
    field.options = values.map((value) => ({ value, label: options[value] ?? { en: value, zh: value } }));
  }
  if (prop['x-messages']) field.messages = { ...prop['x-messages'] };
  if (references) field.references = references;
  if (ui?.filter) field.ui.filter = ui.filter;
  const widget = widgetOf(prop, kind);
  if (widget) field.ui.widget = widget;
  if (ui?.placeholder) field.ui.placeholder = ui.placeholder;
  if (ui?.help) field.ui.help = ui.help;
  return field;
}

function ownershipOf(schema: EntitySchema): Ownership {
  const owned = schema['x-resource'].owned;
  if (owned === undefined) return { kind: 'none' };
  if (owned === true) return { kind: 'direct' };
  return { kind: 'through', field: owned.through, resource: owned.resource };
}

/** The title a row is known by: the declared one, else the first required text field, else its id. */
function recordTitleOf(schema: EntitySchema, fields: FieldDefinition[]): string {
  const declared = schema['x-resource'].recordTitle;
  if (declared) return declared;
  return fields.find((field) => field.required && field.kind === 'string')?.name ?? 'id';
}

function uniqueRulesOf(schema: EntitySchema): UniqueRule[] {
  return (schema['x-resource'].unique ?? []).map((rule) =>
    Array.isArray(rule) ? { fields: rule } : { fields: rule.fields, ...(rule.code ? { code: rule.code } : {}) },
  );
}

/** Derives the normalised resource definition of one checked schema. */
export function resourceOf(schema: EntitySchema): ResourceDefinition {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties).map(([name, prop]) => fieldOf(name, prop, required.has(name)));
  const annotation = schema['x-resource'];
  const internal = annotation.internal === true;
  return {
    name: schema.$id,
    path: annotation.path,
    table: annotation.table,
    permission: annotation.permission ?? '',
    label: annotation.label,
    operations: internal ? [] : (annotation.operations ?? ALL_OPERATIONS),
    internal,
    ownership: ownershipOf(schema),
    search: annotation.search ?? [],
    defaultSort: annotation.defaultSort ?? { field: 'id', order: 'DESC' },
    indexes: annotation.indexes ?? [],
    ...(annotation.unique ? { unique: uniqueRulesOf(schema) } : {}),
    recordTitle: recordTitleOf(schema, fields),
    ...(annotation.createdAtFilter ? { createdAtFilter: true as const } : {}),
    fields,
  };
}
