import { REFERENCE_LABELS_FIELD } from './reference-labels';

/**
 * Keys the API adds beside a row's fields in its answers (the titles of the rows it
 * refers to). They are not fields: a client that writes back what it read sends them
 * too, and a write takes no notice of them.
 */
export const ROW_DECORATIONS: readonly string[] = [REFERENCE_LABELS_FIELD];

/** A body without the keys answers add to a row; anything else is returned as it is. */
export function withoutRowDecorations<T>(input: T): T {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  if (!ROW_DECORATIONS.some((key) => Object.hasOwn(input, key))) return input;
  const rest = { ...input } as Record<string, unknown>;
  for (const key of ROW_DECORATIONS) delete rest[key];
  return rest as T;
}
