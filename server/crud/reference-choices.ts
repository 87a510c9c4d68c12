import type { Principal } from '../auth/principal';
import type { JsonSchema } from './json-schema';
import type { FilterCondition } from './list-query';
import type { ResourceService } from './resource-service';

/** Choices a lookup offers at most when no ids are asked for. */
const LOOKUP_SIZE = 20;
const MAX_TEXT = 200;
const MAX_IDS = 100;

export interface Choice {
  id: number;
  label: string;
}

/** The querystring of a lookup: typed text, or the ids whose titles are wanted. */
export const CHOICES_QUERY: JsonSchema = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: MAX_TEXT, description: 'Text found in the rows' },
    id: {
      type: 'array',
      items: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
      maxItems: MAX_IDS,
      description: 'Only these ids (repeat the parameter): the titles of chosen values',
    },
  },
  additionalProperties: false,
};

/** The `data` of a lookup's answer. */
export const CHOICES_ANSWER: JsonSchema = {
  type: 'object',
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, label: { type: 'string' } },
        required: ['id', 'label'],
      },
    },
  },
  required: ['list'],
};

/**
 * Rows of `target` the principal may see (its own sites without `all-sites`), as
 * `{id, label}` by the resource's title, for a picker whose screen does not hold the
 * target's own permission: found by `q` (the target's search, else its title) or by ids.
 */
export async function referenceChoices(
  target: ResourceService,
  principal: Principal,
  query: { q?: string; id?: number[] },
): Promise<Choice[]> {
  const resource = target.resource;
  const title = resource.recordTitle;
  const ids = query.id ?? [];
  const conditions: FilterCondition[] = ids.length > 0 ? [{ field: 'id', op: 'in', value: ids }] : [];
  const text = query.q?.trim();
  const searchable = Boolean(text) && resource.search.length > 0;
  if (text && !searchable) conditions.push({ field: title, op: 'contains', value: text });
  const page = await target.list(principal, {
    page: 1,
    pageSize: ids.length > 0 ? ids.length : LOOKUP_SIZE,
    sort: resource.defaultSort.field,
    order: resource.defaultSort.order,
    q: searchable ? text : undefined,
    conditions,
  });
  return page.list.map((row) => ({ id: Number(row.id), label: String(row[title] ?? row.id) }));
}
