import { CompiledQuery, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { EXACT_COUNT_LIMIT, type ListPage } from '../../contract/list-page';
import type { Dialect, Row, Tables } from '../db/database';

/** A PostgreSQL estimate this large is taken as it is: counting even the first rows of such a set is not worth it. */
const TRUSTED_ESTIMATE = 10 * EXACT_COUNT_LIMIT;

export type ListTotal = Pick<ListPage<Row>, 'total' | 'totalEstimate' | 'totalMoreThan'>;

/** Where the page fetched (one row more than asked, to know whether another follows) stands. */
export interface PageReach {
  offset: number;
  shown: number;
  hasNextPage: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: the rows of any table, selected as `1`
type Selection = SelectQueryBuilder<Tables, string, any>;

/**
 * How many rows a list selects, without counting a large table on every request:
 * - the last page, reached, gives the total for free;
 * - otherwise at most EXACT_COUNT_LIMIT + 1 rows are counted (`LIMIT` in a subquery,
 *   so the cost is bounded whatever the filters): below the limit the total is exact,
 *   past it the answer is "more than" the limit;
 * - on PostgreSQL the planner's estimate (EXPLAIN) comes first: a very large one is
 *   answered as "about N" without counting, and past the limit an estimate above it
 *   is given as "about N" rather than "more than".
 * An answer past the limit is kept a few seconds (see INEXACT_KEPT_MS).
 */
export async function listTotal(
  db: Kysely<Tables>,
  dialect: Dialect,
  rows: Selection,
  reach: PageReach,
): Promise<ListTotal> {
  if (!reach.hasNextPage && (reach.shown > 0 || reach.offset === 0)) return { total: reach.offset + reach.shown };
  const seen = reach.offset + reach.shown + (reach.hasNextPage ? 1 : 0);
  const compiled = rows.compile();
  const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  const kept = keptInexact(db, key);
  if (kept) return widened(kept, seen);
  const answer = await countOrEstimate(db, dialect, rows, seen);
  if (answer.total === undefined) rememberInexact(db, key, answer);
  return answer;
}

async function countOrEstimate(
  db: Kysely<Tables>,
  dialect: Dialect,
  rows: Selection,
  seen: number,
): Promise<ListTotal> {
  const estimate = dialect === 'postgres' ? await plannerEstimate(db, rows) : undefined;
  if (estimate !== undefined && estimate >= TRUSTED_ESTIMATE) return { totalEstimate: Math.max(estimate, seen) };
  const bounded = await db
    .selectFrom(rows.limit(EXACT_COUNT_LIMIT + 1).as('bounded'))
    .select((eb) => eb.fn.countAll<number | string>().as('rows'))
    .executeTakeFirstOrThrow();
  const counted = Number(bounded.rows);
  if (counted <= EXACT_COUNT_LIMIT) return { total: counted };
  if (estimate !== undefined && estimate > EXACT_COUNT_LIMIT) return { totalEstimate: estimate };
  return { totalMoreThan: EXACT_COUNT_LIMIT };
}

/**
 * An answer that is not exact anyway ("about N", "more than N") is kept a few seconds
 * for the same query on the same database: a list opened again and again (the first
 * page of a large table) then costs no count at all. Exact totals are never kept.
 */
const INEXACT_KEPT_MS = 5_000;
const MAX_KEPT = 1_000;
const keptByDatabase = new WeakMap<Kysely<Tables>, Map<string, { answer: ListTotal; until: number }>>();

function inexactAnswers(db: Kysely<Tables>) {
  const kept = keptByDatabase.get(db) ?? new Map();
  keptByDatabase.set(db, kept);
  return kept;
}

/** The inexact answer kept for `key` (a query and its parameters) on this database, while it is fresh. */
export function keptInexact(db: Kysely<Tables>, key: string): ListTotal | undefined {
  const kept = inexactAnswers(db).get(key);
  return kept && kept.until > Date.now() ? kept.answer : undefined;
}

/** Keeps an answer that is not exact anyway for INEXACT_KEPT_MS. */
export function rememberInexact(db: Kysely<Tables>, key: string, answer: ListTotal) {
  const kept = inexactAnswers(db);
  if (kept.size >= MAX_KEPT) kept.clear();
  kept.set(key, { answer, until: Date.now() + INEXACT_KEPT_MS });
}

/** A kept estimate never says less than the rows this request has already seen. */
function widened(answer: ListTotal, seen: number): ListTotal {
  return answer.totalEstimate === undefined ? answer : { totalEstimate: Math.max(answer.totalEstimate, seen) };
}

interface PlanAnswer {
  'QUERY PLAN': { Plan: { 'Plan Rows': number } }[];
}

/** The rows PostgreSQL's planner expects the selection to give (table statistics, no rows read). */
async function plannerEstimate(db: Kysely<Tables>, rows: Selection): Promise<number> {
  const compiled = rows.compile();
  const answer = await db.executeQuery<PlanAnswer>(
    CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${compiled.sql}`, [...compiled.parameters]),
  );
  return Math.round(answer.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
}

/** The selection the count and the estimate read: one constant per row. */
export function selectionOf(db: Kysely<Tables>, table: string): Selection {
  return db.selectFrom(table).select(sql.lit(1).as('one'));
}
