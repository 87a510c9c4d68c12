import { Code } from '../../../contract/errors';
import { ApiError } from '../../http/api-error';

export interface StatsRange {
  from: string;
  to: string;
}

const HOUR_MS = 60 * 60 * 1000;
/** The longest range one request may cover: a week of minutes stays a bounded answer. */
export const MAX_RANGE_MS = 7 * 24 * HOUR_MS;

/**
 * The range `[from, to)` of a stats request as ISO instants: the last hour by default,
 * `from` an hour before `to` when only `to` is given. Refused with 400 naming the field:
 * a value that is no instant, `from` after `to`, or more than 7 days.
 */
export function statsRange(query: { from?: string; to?: string }, now = new Date()): StatsRange {
  const to = query.to === undefined ? now : instant('to', query.to);
  const from = query.from === undefined ? new Date(to.getTime() - HOUR_MS) : instant('from', query.from);
  if (from.getTime() > to.getTime())
    throw ApiError.ofFields(Code.BAD_REQUEST, 'from must not be after to', [{ field: 'from', rule: 'notAfterTo' }]);
  if (to.getTime() - from.getTime() > MAX_RANGE_MS)
    throw ApiError.ofFields(Code.BAD_REQUEST, 'the range may cover at most 7 days', [
      { field: 'to', rule: 'maxRange' },
    ]);
  return { from: from.toISOString(), to: to.toISOString() };
}

function instant(field: string, text: string): Date {
  const value = new Date(text);
  if (text.trim() === '' || Number.isNaN(value.getTime()))
    throw ApiError.ofFields(Code.BAD_REQUEST, `${field} must be an ISO 8601 instant`, [{ field, rule: 'format' }]);
  return value;
}
