import { MAX_JSON_DEPTH } from '../http/json-depth';

/** Keys whose values never reach the API request log. */
const SECRET_KEY = /pass(word)?|secret|token|code$|captcha|credential|hash/i;
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
      SECRET_KEY.test(key) && inner !== null ? MASK : masked(inner, depth + 1),
    ]),
  );
}

/** The request body as it is kept in the API request log: secrets masked, cut to a bounded length. */
export function maskedBody(body: unknown): string | null {
  if (body === undefined || body === null) return null;
  const text = JSON.stringify(masked(body));
  return text.length > MAX_LOGGED_BODY ? `${text.slice(0, MAX_LOGGED_BODY)}…` : text;
}
