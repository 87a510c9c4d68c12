import type { ReferenceLabels } from './reference-labels';
import type { ResourceDefinition } from './resource';
import { SETTING_RESOURCES } from './settings';

/**
 * A record's history (docs/features/record-history.md): each create, update and delete
 * of a record through the write path leaves a revision naming when, who and each
 * changed field before and after. Shared by the server, which writes and serves them,
 * and the browser, which shows them.
 */

/** Settings keep their own change log (config_change). */
const SETTINGS: ReadonlySet<string> = new Set(Object.values(SETTING_RESOURCES));

/**
 * Whether a resource's records keep a history: a public resource an admin creates or
 * changes. Not the internal tables, the settings (their own change log) or the logs,
 * whose rows nobody creates or edits (the API log, the sign-in log, import runs).
 */
export function keepsHistory(resource: ResourceDefinition): boolean {
  if (resource.internal || SETTINGS.has(resource.name)) return false;
  return resource.operations.includes('create') || resource.operations.includes('update');
}

export type RevisionAction = 'create' | 'update' | 'delete';

/** Who made a revision: an admin, a site's gateway, a scheduled job or the server itself. */
export type RevisionActorKind = 'admin' | 'gateway' | 'job' | 'system';

/**
 * One field's change. A create holds only `after`, a delete only `before` (every value
 * the record held, so that it can be made again). A secret, a write-only or an internal
 * field (a password hash, a third-party secret), or a field masked later (a resident's
 * erased data), holds `masked: true` and never its values.
 */
export interface FieldChange {
  before?: unknown;
  after?: unknown;
  masked?: true;
}

export type RevisionChanges = Record<string, FieldChange>;

/** The change of a field that is masked: the marker, never a value. */
export const MASKED_CHANGE: FieldChange = Object.freeze({ masked: true as const });

/** What a masked record title reads as. */
export const MASKED_TITLE = '••••••';

export interface RevisionView {
  id: number;
  resource: string;
  recordId: number;
  recordTitle: string | null;
  action: RevisionAction;
  at: string;
  actorKind: RevisionActorKind;
  adminId: number | null;
  /** The admin's account name, the gateway's site's name, or the job's name, as they were then. */
  actorName: string | null;
  siteId: number | null;
  /** The revision this one put back (a restore), if any. */
  restoredFrom: number | null;
  changes: RevisionChanges;
}

/** A page of a record's revisions, newest first, with the titles of the rows its reference fields named. */
export interface HistoryPage {
  list: RevisionView[];
  total: number;
  /** For each reference field, the title of each row it named, by id (deleted rows by their last title). */
  referenceLabels: ReferenceLabels;
}

/** A deleted record of a resource, found by its delete revision. */
export interface DeletedRecord {
  recordId: number;
  recordTitle: string | null;
  /** The delete revision: its history, and what Re-create puts back. */
  revisionId: number;
  at: string;
  actorKind: RevisionActorKind;
  actorName: string | null;
}

export interface DeletedPage {
  list: DeletedRecord[];
  total: number;
}
