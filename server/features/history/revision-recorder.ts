import {
  keepsHistory,
  MASKED_TITLE,
  type RevisionAction,
  type RevisionChanges,
} from '../../../contract/record-history';
import type { ResourceDefinition } from '../../../contract/resource';
import type { ResourceServices } from '../../crud/resource-services';
import type { WriteContext } from '../../crud/write-hooks';
import type { Row } from '../../db/database';
import type { FeatureTables } from '../../db/resource-tables';
import { actorOf, type RevisionActor } from './revision-actor';
import { changesOf, maskedOnly, type RevisionShape, revisionShape } from './revision-changes';

export const REVISIONS = 'record-revision';

/** Revisions one statement inserts at most (13 columns each, well under either engine's limit of parameters). */
const INSERT_BATCH = 200;
const TITLE_LENGTH = 200;

/** The revisions a transaction has made so far, inserted together just before it commits. */
const pending = new WeakMap<FeatureTables, Row[]>();
/** The revision a restore in progress puts back, by the tables of its transaction. */
const restoring = new WeakMap<FeatureTables, number>();
/** The records whose delete a transaction has recorded, by `resource:id`: one delete revision each. */
const deleted = new WeakMap<FeatureTables, Set<string>>();
/** What a revision keeps of each resource, by the definition itself: a published entity's newer version is a new one. */
const shapes = new WeakMap<ResourceDefinition, RevisionShape | null>();

/** What a revision keeps of a resource's records; null when they keep no history. */
export function revisionShapeOf(resource: ResourceDefinition): RevisionShape | null {
  let shape = shapes.get(resource);
  if (shape === undefined) {
    shape = keepsHistory(resource) ? revisionShape(resource) : null;
    shapes.set(resource, shape);
  }
  return shape;
}

/** Runs `work` in a transaction whose revisions are recorded as restored from `revisionId`. */
export function asRestoreOf<T>(
  tables: FeatureTables,
  revisionId: number,
  work: (tables: FeatureTables) => Promise<T>,
): Promise<T> {
  return tables.inTransaction(async (bound) => {
    restoring.set(bound, revisionId);
    return work(bound);
  });
}

function titleOf(resource: ResourceDefinition, shape: RevisionShape, row: Row | undefined): string | null {
  const title = row?.[resource.recordTitle];
  if (title === null || title === undefined || title === '') return null;
  return shape.masked.has(resource.recordTitle) ? MASKED_TITLE : String(title).slice(0, TITLE_LENGTH);
}

async function flush(tables: FeatureTables): Promise<void> {
  const rows = pending.get(tables) ?? [];
  pending.delete(tables);
  const store = tables.of(REVISIONS);
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await store.insertMany(rows.slice(start, start + INSERT_BATCH));
  }
}

/** Whether the delete of a record is the first its transaction records (its own delete, or a cascade's). */
function firstDelete(tables: FeatureTables, resource: ResourceDefinition, id: number): boolean {
  if (!tables.transaction) return true;
  const key = `${resource.name}:${id}`;
  const seen = deleted.get(tables);
  if (seen?.has(key)) return false;
  if (seen) seen.add(key);
  else deleted.set(tables, new Set([key]));
  return true;
}

/**
 * Queues the revision of one row's write, made by `actor` when the caller knows it
 * already (the rows of one cascade), else by whoever the write's context names.
 */
export async function record(
  context: WriteContext,
  shape: RevisionShape,
  action: RevisionAction,
  actor?: RevisionActor,
): Promise<void> {
  const { resource, before, after, tables } = context;
  let changes: RevisionChanges = changesOf(shape, before, after);
  // Bookkeeping nobody edits (the last sign-in, a gateway online) leaves none; a credential set does, masked.
  if (context.bookkeeping) changes = maskedOnly(shape, changes);
  if (action === 'update' && Object.keys(changes).length === 0) return;
  const row = after ?? before;
  if (action === 'delete' && !firstDelete(tables, resource, Number(row?.id))) return;
  const revision: Row = {
    resource: resource.name,
    recordId: Number(row?.id),
    recordTitle: titleOf(resource, shape, row),
    action,
    at: new Date().toISOString(),
    ...(actor ?? (await actorOf(context))),
    restoredFrom: restoring.get(tables) ?? null,
    changes,
  };
  const queued = pending.get(tables);
  if (queued) queued.push(revision);
  else {
    pending.set(tables, [revision]);
    await tables.beforeCommit(() => flush(tables));
  }
}

/**
 * Every create, update and delete of a record that keeps a history (kept-resources.ts)
 * leaves a revision in the write's own transaction: a failed write leaves none. A
 * transaction's revisions are inserted many to a statement just before it commits, so
 * a batch of a thousand rows adds a few statements, not a thousand.
 */
export function recordRevisions(services: ResourceServices): void {
  const on = (event: 'afterCreate' | 'afterUpdate' | 'afterDelete', action: RevisionAction) =>
    services.on('*', event, async (context) => {
      const shape = revisionShapeOf(context.resource);
      if (shape) await record(context, shape, action);
    });
  on('afterCreate', 'create');
  on('afterUpdate', 'update');
  on('afterDelete', 'delete');
}
