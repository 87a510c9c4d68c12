import { Code } from '../../../contract/errors';
import { ApiError } from '../../http/api-error';

/**
 * The text fields of an account form, trimmed, absent ones as ''. The routes check
 * bodies themselves so that an empty field gets its catalogue code, not a schema error.
 * Passwords are taken as typed: a space in one is a rule the password check reports.
 */
export function readForm<Name extends string>(
  body: unknown,
  names: readonly Name[],
  untrimmed: readonly Name[] = [],
): Record<Name, string> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(Code.BAD_REQUEST, 'the body must be a JSON object');
  }
  const fields = body as Record<string, unknown>;
  const form = {} as Record<Name, string>;
  for (const name of names) {
    const value = fields[name];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      throw new ApiError(Code.BAD_REQUEST, `${name} must be a string`);
    }
    const text = value ?? '';
    form[name] = untrimmed.includes(name) ? text : text.trim();
  }
  return form;
}

/** Any failed rule code becomes the refusal. */
export function refuseWith(code: number | null): void {
  if (code !== null) throw new ApiError(code);
}
