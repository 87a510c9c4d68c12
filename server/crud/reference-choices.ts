import type { Principal } from '../auth/principal';
import type { Row } from '../db/database';
import type { JsonSchema } from './json-schema';
import type { FilterCondition } from './list-query';
import type { ResourceService } from './resource-service';

/** Choices a lookup offers on one page when no ids are asked for. */
const LOOKUP_SIZE = 20;
const MAX_TEXT = 200;
const MAX_IDS = 100;
const MAX_PAGE = 10_000;

export interface Choice {
  id: number;
  label: string;
}

/** One page of choices, and whether another follows. */
export interface ChoicePage {
  list: Choice[];
  hasNextPage: boolean;
}

/** What a lookup is asked: typed text and a page of its matches, or the ids whose titles are wanted. */
export interface ChoicesQuery {
  q?: string;
  id?: number[];
  page?: number;
}

/**
 * Which of the rows it sees an account may choose for one reference field, where a
 * feature's write rule narrows it further (an admin's roles: only those it may grant).
 */
export type ChoiceRule = (principal: Principal, row: Row) => boolean;

// Keyed by the server's resource services, so that each server instance has its own rules.
const choiceRules = new WeakMap<object, Map<string, ChoiceRule>>();

/** Offers only the rows `rule` lets the account choose in `resource`'s `field` lookups. */
export function limitReferenceChoices(services: object, resource: string, field: string, rule: ChoiceRule): void {
  const rules = choiceRules.get(services) ?? new Map<string, ChoiceRule>();
  rules.set(`${resource}.${field}`, rule);
  choiceRules.set(services, rules);
}

/** The rule a feature set for `resource`'s `field`, if any. */
export function choiceRuleOf(services: object, resource: string, field: string): ChoiceRule | undefined {
  return choiceRules.get(services)?.get(`${resource}.${field}`);
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
    page: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_PAGE,
      default: 1,
      description: `Page of the matches, ${LOOKUP_SIZE} to a page (ignored with id)`,
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
    hasNextPage: { type: 'boolean', description: 'More matches follow on the next page' },
  },
  required: ['list'],
};

/**
 * Rows of `target` the principal may see (its own sites without `all-sites`), as
 * `{id, label}` by the resource's title, for a picker whose screen does not hold the
 * target's own permission: found by `q` (the target's search, else its title) a page
 * at a time, or by ids. The principal's own visibility scopes both, and `rule` when a
 * feature set one, so an id it may not choose is simply not answered (a page may then
 * hold fewer than twenty).
 */
export async function referenceChoicePage(
  target: ResourceService,
  principal: Principal,
  query: ChoicesQuery,
  rule?: ChoiceRule,
): Promise<ChoicePage> {
  const resource = target.resource;
  const title = resource.recordTitle;
  const ids = [...new Set(query.id ?? [])];
  const conditions: FilterCondition[] = ids.length > 0 ? [{ field: 'id', op: 'in', value: ids }] : [];
  const text = query.q?.trim();
  const searchable = Boolean(text) && resource.search.length > 0;
  if (text && !searchable) conditions.push({ field: title, op: 'contains', value: text });
  const page = await target.list(principal, {
    page: ids.length > 0 ? 1 : (query.page ?? 1),
    pageSize: ids.length > 0 ? ids.length : LOOKUP_SIZE,
    sort: resource.defaultSort.field,
    order: resource.defaultSort.order,
    q: searchable ? text : undefined,
    conditions,
  });
  const chosen = rule ? page.list.filter((row) => rule(principal, row)) : page.list;
  const list = chosen.map((row) => ({ id: Number(row.id), label: String(row[title] ?? row.id) }));
  return { list, hasNextPage: page.hasNextPage };
}

/** The choices of `referenceChoicePage` alone, for a picker that never pages. */
export async function referenceChoices(
  target: ResourceService,
  principal: Principal,
  query: ChoicesQuery,
): Promise<Choice[]> {
  return (await referenceChoicePage(target, principal, query)).list;
}
