import { filterFields, RANGE_FROM_SUFFIX, RANGE_TO_SUFFIX } from '../../contract/list-filters';
import type { FieldDefinition, ResourceDefinition, SortOrder } from '../../contract/resource';
import { MAX_PAGE_SIZE } from '../../contract/resource';
import type { JsonSchema } from './json-schema';
import { rangeEnds } from './range-ends';

/** One condition a list request puts on its rows. */
export type FilterCondition =
  | { field: string; op: 'equals' | 'contains' | 'gte' | 'lte'; value: unknown }
  /** A multi-select holds this option among its values. */
  | { field: string; op: 'has'; value: string }
  | { field: 'id'; op: 'in'; value: number[] };

export interface ListRequest {
  page: number;
  pageSize: number;
  sort: string;
  order: SortOrder;
  q?: string;
  conditions: FilterCondition[];
}

export const DEFAULT_PAGE_SIZE = 20;
const MAX_SEARCH_LENGTH = 200;
/** Far past any real list; keeps the row offset a number every engine takes. */
const MAX_PAGE = 10_000_000;
/** Fields every list can be sorted on, besides the default sort and the fields a schema marks sortable. */
const SYSTEM_SORT_FIELDS = ['id', 'createdAt', 'updatedAt'];
/** Enough for react-admin's getMany (ids of the references on one page). */
const MAX_IDS = MAX_PAGE_SIZE;

export function sortableFields(resource: ResourceDefinition): string[] {
  const declared = resource.fields.filter((field) => !field.internal && field.ui.sort).map((field) => field.name);
  return [...new Set([...SYSTEM_SORT_FIELDS, resource.defaultSort.field, ...declared])];
}

/** The value schema of a filter parameter: the field's own type, so `siteId=abc` is refused before any query runs. */
function parameterSchema(field: FieldDefinition): JsonSchema {
  switch (field.kind) {
    case 'integer':
    case 'reference':
      return { type: 'integer', minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };
    case 'number':
      return { type: 'number', minimum: -Number.MAX_VALUE, maximum: Number.MAX_VALUE };
    case 'boolean':
      return { type: 'boolean' };
    case 'datetime':
      return { type: 'string', format: 'date-time' };
    case 'enum':
      return { type: 'string', enum: (field.options ?? []).map((option) => option.value) };
    case 'json':
      // A multi-select is filtered by one of its options: the rows holding it.
      return field.options
        ? { type: 'string', enum: field.options.map((option) => option.value) }
        : { type: 'string', maxLength: MAX_SEARCH_LENGTH };
    default:
      return { type: 'string', maxLength: MAX_SEARCH_LENGTH };
  }
}

/**
 * The querystring schema of a list route. Anything it does not name is refused, so
 * a misspelt filter, a sort on an undeclared column or a page size of zero is a 400
 * instead of a silently different list.
 */
export function listQuerySchema(resource: ResourceDefinition): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1, description: 'Page number, from 1' },
    pageSize: {
      type: 'integer',
      minimum: 1,
      default: DEFAULT_PAGE_SIZE,
      description: `Rows per page; larger values are served as ${MAX_PAGE_SIZE}`,
    },
    sort: { type: 'string', enum: sortableFields(resource), default: resource.defaultSort.field },
    order: { type: 'string', enum: ['ASC', 'DESC'], default: resource.defaultSort.order },
    id: {
      type: 'array',
      items: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
      maxItems: MAX_IDS,
      description: 'Only these ids (repeat the parameter)',
    },
  };
  if (resource.search.length > 0) {
    properties.q = {
      type: 'string',
      maxLength: MAX_SEARCH_LENGTH,
      description: `Text found in any of: ${resource.search.join(', ')}`,
    };
  }
  for (const field of filterFields(resource)) {
    const schema = parameterSchema(field);
    if (field.ui.filter === 'range') {
      properties[`${field.name}${RANGE_FROM_SUFFIX}`] = { ...schema, description: `${field.label.en} from` };
      properties[`${field.name}${RANGE_TO_SUFFIX}`] = { ...schema, description: `${field.label.en} to` };
    } else {
      const meaning =
        field.ui.filter === 'search' ? 'contains' : field.options && field.kind === 'json' ? 'holds' : 'equals';
      properties[field.name] = { ...schema, description: `${field.label.en} ${meaning}` };
    }
  }
  return { type: 'object', properties, additionalProperties: false };
}

/** Reads a querystring the list schema has already checked (and filled with defaults). */
export function readListRequest(resource: ResourceDefinition, query: Record<string, unknown>): ListRequest {
  const conditions: FilterCondition[] = [];
  for (const field of filterFields(resource)) {
    if (field.ui.filter === 'range') {
      const { from, to } = rangeEnds(field, query);
      if (from !== undefined) conditions.push({ field: field.name, op: 'gte', value: from });
      if (to !== undefined) conditions.push({ field: field.name, op: 'lte', value: to });
    } else if (query[field.name] !== undefined && field.kind === 'json' && field.options) {
      conditions.push({ field: field.name, op: 'has', value: String(query[field.name]) });
    } else if (query[field.name] !== undefined) {
      const op = field.ui.filter === 'search' ? 'contains' : 'equals';
      conditions.push({ field: field.name, op, value: query[field.name] });
    }
  }
  if (Array.isArray(query.id)) conditions.push({ field: 'id', op: 'in', value: query.id.map(Number) });
  const q = typeof query.q === 'string' && query.q.trim() !== '' ? query.q.trim() : undefined;
  return {
    page: Number(query.page ?? 1),
    pageSize: Math.min(Number(query.pageSize ?? DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE),
    sort: String(query.sort ?? resource.defaultSort.field),
    order: query.order === 'ASC' ? 'ASC' : 'DESC',
    q,
    conditions,
  };
}
