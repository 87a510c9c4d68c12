import { type FieldChange, MASKED_CHANGE, type RevisionChanges } from '../../../contract/record-history';
import type { ResourceDefinition } from '../../../contract/resource';
import type { Row } from '../../db/database';
import { followedFields, maskedFields } from './kept-resources';

/** What a revision keeps of a resource: the fields it follows, and those it masks. */
export interface RevisionShape {
  fields: string[];
  masked: Set<string>;
}

export function revisionShape(resource: ResourceDefinition): RevisionShape {
  return { fields: followedFields(resource), masked: maskedFields(resource) };
}

const held = (value: unknown) => value !== null && value !== undefined;

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!held(a) || !held(b)) return !held(a) && !held(b);
  return typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields a write changed, each before and after, masked fields as the marker only.
 * A create keeps every value it set (`after`), a delete every value the row held
 * (`before`); an update the fields that differ.
 */
export function changesOf(shape: RevisionShape, before: Row | undefined, after: Row | undefined): RevisionChanges {
  const changes: RevisionChanges = {};
  for (const name of shape.fields) {
    const was = before?.[name];
    const is = after?.[name];
    if (same(was, is)) continue;
    if (shape.masked.has(name)) {
      changes[name] = MASKED_CHANGE;
      continue;
    }
    const change: FieldChange = {};
    if (before && held(was)) change.before = was;
    if (after && held(is)) change.after = is;
    if (before && after) Object.assign(change, { before: was ?? null, after: is ?? null });
    changes[name] = change;
  }
  return changes;
}

/** Only the masked fields' changes: what a bookkeeping write (a password set) leaves. */
export function maskedOnly(shape: RevisionShape, changes: RevisionChanges): RevisionChanges {
  return Object.fromEntries(Object.entries(changes).filter(([name]) => shape.masked.has(name)));
}
