import type { ResourceDefinition } from '../../contract/resource';
import { MAX_JSON_DEPTH } from '../http/json-depth';

/**
 * The fields the schemas mark `x-secret`. The log masks keys by name, not by a look
 * of the name, so a tactic's `code` or an admin's `countryCode` shows; a name secret in
 * one schema is masked in every body. Features add the names of their own routes' bodies.
 */
export function secretFieldNames(resources: readonly ResourceDefinition[]): string[] {
  return resources.flatMap((resource) => resource.fields.filter((field) => field.secret).map((field) => field.name));
}

const MASK = '******';
/** The longest request body kept in the log, in characters. */
export const MAX_LOGGED_BODY = 2000;

/**
 * The masker reads no deeper than a body may nest, so its stack stays small whatever
 * it is given; a value below that is kept as a mask, since its keys were never checked.
 */
function masked(value: unknown, secrets: ReadonlySet<string>, depth = 0): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_JSON_DEPTH) return MASK;
  if (Array.isArray(value)) return value.map((item) => masked(item, secrets, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      secrets.has(key) && inner !== null ? MASK : masked(inner, secrets, depth + 1),
    ]),
  );
}

/** The request body as it is kept in the API request log: the `secrets` keys masked, cut to a bounded length. */
export function maskedBody(body: unknown, secrets: ReadonlySet<string>): string | null {
  if (body === undefined || body === null) return null;
  const text = JSON.stringify(masked(body, secrets));
  return text.length > MAX_LOGGED_BODY ? `${text.slice(0, MAX_LOGGED_BODY)}…` : text;
}
