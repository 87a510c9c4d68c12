/**
 * What list and show answers carry beside a row's fields: for each reference field,
 * the title of each row it refers to, by id (`{ adminId: { "5": "alice" } }`). A
 * screen shows these names instead of asking the referenced resource's API, which
 * the account may not hold.
 */
export const REFERENCE_LABELS_FIELD = 'referenceLabels';

export type ReferenceLabels = Record<string, Record<string, string>>;

/** The title a row carries for one id its `field` refers to, if it carries one. */
export function referenceLabel(row: unknown, field: string, id: unknown): string | undefined {
  if (typeof row !== 'object' || row === null || id === null || id === undefined) return undefined;
  const labels = (row as Record<string, unknown>)[REFERENCE_LABELS_FIELD] as ReferenceLabels | undefined;
  return labels?.[field]?.[String(id)];
}

/** Whether a row carries the titles of `field`'s references (possibly none, for an empty reference). */
export function carriesReferenceLabels(row: unknown, field: string): boolean {
  if (typeof row !== 'object' || row === null) return false;
  const labels = (row as Record<string, unknown>)[REFERENCE_LABELS_FIELD] as ReferenceLabels | undefined;
  return labels?.[field] !== undefined;
}
