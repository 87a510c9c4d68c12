import { Code } from '../../../contract/errors';
import type { Label } from '../../../contract/resource';
import { ApiError } from '../../http/api-error';

/**
 * Refuses a write of an account or a role, naming the field it is about: 423 with
 * `rule: "lock-out"` for a change that would lock administrators out, otherwise (403)
 * `rule: "escalation"`. Words given in both languages are told in the admin's
 * (`params.message`); a plain detail is told in English.
 */
export function refuseAccountWrite(code: number, detail: string | Label, field: string): never {
  const rule = code === Code.PROTECTED ? 'lock-out' : 'escalation';
  if (typeof detail === 'string') throw ApiError.ofFields(code, detail, [{ field, rule }]);
  throw ApiError.ofFields(code, detail.en, [{ field, rule, params: { message: detail } }]);
}
