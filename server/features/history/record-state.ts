import type { RevisionView } from '../../../contract/record-history';
import type { Row } from '../../db/database';

/** A record's values as some revision left them, and the fields whose values no revision kept. */
export interface RecordState {
  values: Row;
  unknown: Set<string>;
}

/** The values a delete revision found: every value the record held then. */
export function valuesBeforeDelete(revision: RevisionView): RecordState {
  const values: Row = { id: revision.recordId };
  const unknown = new Set<string>();
  for (const [name, change] of Object.entries(revision.changes)) {
    if (change.masked) unknown.add(name);
    else values[name] = change.before ?? null;
  }
  return { values, unknown };
}

/**
 * The values as they were before `newer` (newest first) happened, starting from `state`:
 * each changed field takes its value from before the change.
 */
export function undone(state: RecordState, newer: readonly RevisionView[]): RecordState {
  const values = { ...state.values };
  const unknown = new Set(state.unknown);
  for (const revision of newer) {
    for (const [name, change] of Object.entries(revision.changes)) {
      if (change.masked) unknown.add(name);
      else values[name] = change.before ?? null;
    }
  }
  return { values, unknown };
}
