import { resources } from '../../contract/generated/registry';
import { ACCOUNT_SECRET_FIELDS } from '../features/accounts/secret-fields';
import { MAX_JSON_DEPTH } from '../http/json-depth';

/**
 * Keys whose values never reach the API request log: the fields the schemas mark
 * `x-secret`, and those of the account routes. By name, not by a look of the name, so
 * a tactic's `code` or an admin's `countryCode` shows; a name secret in one schema is
 * masked in every body.
 */
const SECRET_KEYS: ReadonlySet<string> = new Set([
  ...resources.flatMap((resource) => resource.fields.filter((field) => field.secret).map((field) => field.name)),
  ...ACCOUNT_SECRET_FIELDS,
]);
const MASK = '******';
/** The longest request body kept in the log, in characters. */
export const MAX_LOGGED_BODY = 2000;

/**
 * The masker reads no deeper than a body may nest, so its stack stays small whatever
 * it is given; a value below that is kept as a mask, since its keys were never checked.
 */
function masked(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_JSON_DEPTH) return MASK;
  if (Array.isArray(value)) return value.map((item) => masked(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEYS.has(key) && inner !== null ? MASK : masked(inner, depth + 1),
    ]),
  );
}

/** The request body as it is kept in the API request log: secrets masked, cut to a bounded length. */
export function maskedBody(body: unknown): string | null {
  if (body === undefined || body === null) return null;
  const text = JSON.stringify(masked(body));
  return text.length > MAX_LOGGED_BODY ? `${text.slice(0, MAX_LOGGED_BODY)}…` : text;
}
