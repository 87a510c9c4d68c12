import { Code } from '../../contract/errors';
import { RANGE_FROM_SUFFIX, RANGE_TO_SUFFIX } from '../../contract/list-filters';
import type { FieldDefinition } from '../../contract/resource';
import { ApiError } from '../http/api-error';

/** A range end as a number that orders like the value: an instant's milliseconds, else the number itself. */
function ordinal(field: FieldDefinition, value: unknown): number {
  return field.kind === 'datetime' ? new Date(String(value)).getTime() : Number(value);
}

/**
 * The two ends of a range filter from a checked querystring. A `from` after its
 * `to` is refused with 400 naming the `from` parameter, rather than answered
 * with an empty list that looks like no rows.
 */
export function rangeEnds(field: FieldDefinition, query: Record<string, unknown>): { from?: unknown; to?: unknown } {
  const fromName = `${field.name}${RANGE_FROM_SUFFIX}`;
  const from = query[fromName];
  const to = query[`${field.name}${RANGE_TO_SUFFIX}`];
  if (from !== undefined && to !== undefined && ordinal(field, from) > ordinal(field, to))
    throw ApiError.ofFields(Code.BAD_REQUEST, `${fromName} must not be after ${field.name}${RANGE_TO_SUFFIX}`, [
      { field: fromName, rule: 'notAfterTo' },
    ]);
  return { from, to };
}
