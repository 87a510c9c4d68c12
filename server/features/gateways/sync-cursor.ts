import { Code } from '../../../contract/errors';
import { ApiError } from '../../http/api-error';

/** The kinds of rows a sync hands a gateway, each read in its own order. */
export const SYNC_KINDS = ['resident', 'face', 'gateway-removal'] as const;
export type SyncKind = (typeof SYNC_KINDS)[number];

/** A place in one kind's order: the last row handed over, by update time and id. */
export type Position = [updatedAt: string, id: number];

/**
 * Where a gateway's sync stands. Rows are read in (updatedAt, id) order. A pass
 * starts at `since` and pages through each kind from its position; when every kind is
 * exhausted, the next pass starts again at the time the pass began minus the overlap.
 * A row whose transaction committed late carries an update time from before its
 * commit, but never earlier than the overlap (the longest write plus clock drift), so
 * a later pass still finds it: no gateway misses a row however writers interleave.
 * Rows inside the overlap come again, and the gateway deduplicates by id and version.
 */
export interface SyncCursor {
  since: string;
  /** Server time of the first page of the pass under way. */
  passStart?: string;
  at: Partial<Record<SyncKind, Position>>;
}

const BEGINNING = new Date(0).toISOString();
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function encodeCursor(cursor: SyncCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The cursor a gateway sent back, or the beginning for none; anything this server did not make is 400. */
export function decodeCursor(text: string | undefined): SyncCursor {
  if (text === undefined || text === '') return { since: BEGINNING, at: {} };
  let cursor: unknown;
  try {
    cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    cursor = undefined;
  }
  if (!isCursor(cursor)) {
    throw ApiError.ofFields(Code.BAD_REQUEST, 'the cursor is not one this console gave; sync from the beginning', [
      { field: 'cursor', rule: 'format' },
    ]);
  }
  return cursor;
}

/** Where each kind starts: its position in the pass, or just before `since`. */
export function positionOf(cursor: SyncCursor, kind: SyncKind): Position {
  return cursor.at[kind] ?? [cursor.since, 0];
}

function isCursor(value: unknown): value is SyncCursor {
  if (typeof value !== 'object' || value === null) return false;
  const { since, passStart, at } = value as Record<string, unknown>;
  if (typeof since !== 'string' || !ISO.test(since)) return false;
  if (passStart !== undefined && (typeof passStart !== 'string' || !ISO.test(passStart))) return false;
  if (typeof at !== 'object' || at === null) return false;
  return Object.entries(at).every(
    ([kind, position]) =>
      (SYNC_KINDS as readonly string[]).includes(kind) &&
      Array.isArray(position) &&
      position.length === 2 &&
      typeof position[0] === 'string' &&
      ISO.test(position[0]) &&
      Number.isSafeInteger(position[1]) &&
      position[1] >= 0,
  );
}
