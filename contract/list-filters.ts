import type { FieldDefinition, ResourceDefinition } from './resource';

/** Query parameter names of the two ends of a range filter (docs/architecture.md#the-http-contract). */
export const RANGE_FROM_SUFFIX = '_gte';
export const RANGE_TO_SUFFIX = '_lte';

/** The system field `createdAt` as a datetime range filter. */
const CREATED_AT_FILTER: FieldDefinition = {
  name: 'createdAt',
  kind: 'datetime',
  type: 'string',
  label: { en: 'Created at', zh: '创建时间' },
  required: false,
  nullable: false,
  readOnly: true,
  writeOnly: false,
  internal: false,
  ui: { list: false, sort: true, form: false, show: true, filter: 'range', widget: 'datetime' },
  db: { unique: false, index: false },
  errors: {},
};

const RESERVED_PARAMETERS = new Set(['page', 'pageSize', 'sort', 'order', 'q', 'id']);

/**
 * The fields a list filters on, in the order its filters appear: the declared
 * fields with a `ui.filter`, then `createdAt` as a range when the resource asks
 * for it (`x-resource.createdAtFilter`).
 */
export function filterFields(resource: ResourceDefinition): FieldDefinition[] {
  const declared = resource.fields.filter(
    (field) => !field.internal && !field.writeOnly && field.ui.filter && !RESERVED_PARAMETERS.has(field.name),
  );
  return resource.createdAtFilter ? [...declared, CREATED_AT_FILTER] : declared;
}
