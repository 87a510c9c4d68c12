/** Keys whose values never reach the API request log. */
const SECRET_KEY = /pass(word)?|secret|token|code$|captcha|credential|hash/i;
const MASK = '******';
/** The longest request body kept in the log, in characters. */
export const MAX_LOGGED_BODY = 2000;

function masked(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(masked);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, SECRET_KEY.test(key) && inner !== null ? MASK : masked(inner)]),
  );
}

/** The request body as it is kept in the API request log: secrets masked, cut to a bounded length. */
export function maskedBody(body: unknown): string | null {
  if (body === undefined || body === null) return null;
  const text = JSON.stringify(masked(body));
  return text.length > MAX_LOGGED_BODY ? `${text.slice(0, MAX_LOGGED_BODY)}…` : text;
}
