import { Code } from '../../../contract/errors';
import { ApiError } from '../../http/api-error';
import type { ManualResult, ManualResultItem } from './manual-results';

const MAX_ITEMS = 1000;
const MAX_REASON = 200;

const isRowId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

function fieldError(field: string, rule: string, detail: string): ApiError {
  return ApiError.ofFields(Code.BAD_REQUEST, detail, [{ field, rule }]);
}

/** The ids of a retry: at least one (6019, as batch actions need), each a row id. */
export function readRetryIds(body: unknown): number[] {
  const ids = (body as { ids?: unknown } | null)?.ids;
  if (ids === undefined || (Array.isArray(ids) && ids.length === 0))
    throw new ApiError(Code.DELETE_EMPTY, 'choose at least one face');
  if (!Array.isArray(ids) || !ids.every(isRowId)) throw fieldError('ids', 'type', 'ids must be a list of face ids');
  if (ids.length > MAX_ITEMS) throw fieldError('ids', 'maxItems', `at most ${MAX_ITEMS} faces at once`);
  return ids;
}

/** A manual detection result: faces with their versions, pass or fail, and the reason a fail requires. */
export function readManualResultBody(body: unknown): {
  items: ManualResultItem[];
  result: ManualResult;
  reason?: string;
} {
  const { items, result, reason } = (body ?? {}) as { items?: unknown; result?: unknown; reason?: unknown };
  if (result !== 'pass' && result !== 'fail') throw fieldError('result', 'required', 'result must be pass or fail');
  if (!Array.isArray(items) || items.length === 0) throw new ApiError(Code.DELETE_EMPTY, 'choose at least one face');
  if (items.length > MAX_ITEMS) throw fieldError('items', 'maxItems', `at most ${MAX_ITEMS} faces at once`);
  const valid = items.every((item) => isRowId(item?.id) && isRowId(item?.version));
  if (!valid) throw fieldError('items', 'type', 'each item needs the face id and the version that was loaded');
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (reason !== undefined && reason !== null && typeof reason !== 'string')
    throw fieldError('reason', 'type', 'reason must be text');
  if (result === 'fail' && text === '') throw fieldError('reason', 'required', 'a failed result needs a reason');
  if (text.length > MAX_REASON)
    throw fieldError('reason', 'maxLength', `the reason is at most ${MAX_REASON} characters`);
  return { items: items.map(({ id, version }) => ({ id, version })), result, ...(text ? { reason: text } : {}) };
}
