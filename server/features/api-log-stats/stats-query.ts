import { type RawBuilder, sql } from 'kysely';
import type { ReadRowStore } from '../../db/row-store';
import { FOLD_PATTERN, foldedPath, percentileCont, roundMs } from './percentile';
import type { StatsRange } from './stats-range';

export interface PathTiming {
  method: string;
  path: string;
  count: number;
  p50: number;
  p95: number;
}

export interface ApiLogStats extends StatsRange {
  perMinute: { minute: string; requests: number; errors: number }[];
  slowestPaths: PathTiming[];
  topErrorCodes: { code: number; count: number }[];
}

/** How many paths (the busiest) and error codes an answer names. */
const TOP = 10;

/**
 * A call counts as an error when its HTTP status is 400 or more, or when its envelope's
 * business code is not 200 (a refusal answered with HTTP 200 is still one).
 */
const IS_ERROR = sql<boolean>`("statusCode" >= 400 or ("code" is not null and "code" <> 200))`;

/**
 * The API request log over `[from, to)`: requests and errors per minute (only minutes
 * with calls), the busiest paths (ids folded to `:id`) with their p50/p95 durations,
 * slowest first, and the business codes other than 200 that came most often.
 */
export async function apiLogStats(store: ReadRowStore, range: StatsRange): Promise<ApiLogStats> {
  const postgres = store.database.dialect === 'postgres';
  const inRange = sql`"createdAt" >= ${store.encodeValue('createdAt', range.from)} and "createdAt" < ${store.encodeValue('createdAt', range.to)}`;
  const table = sql.table(store.table);
  const minute = postgres
    ? sql`to_char(date_trunc('minute', "createdAt" at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:MI":00.000Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:00.000Z', "createdAt")`;
  const { rows: minutes } = await sql<{ minute: string; requests: number | string; errors: number | string }>`
    select ${minute} as "minute", count(*) as "requests", sum(case when ${IS_ERROR} then 1 else 0 end) as "errors"
    from ${table} where ${inRange} group by 1 order by 1`.execute(store.db);
  const { rows: codes } = await sql<{ code: number | string; count: number | string }>`
    select "code", count(*) as "count" from ${table}
    where ${inRange} and "code" is not null and "code" <> 200
    group by "code" order by count(*) desc, "code" limit ${TOP}`.execute(store.db);
  const timings = postgres ? await postgresTimings(store, inRange) : await sqliteTimings(store, inRange);
  return {
    ...range,
    perMinute: minutes.map((row) => ({
      minute: row.minute,
      requests: Number(row.requests),
      errors: Number(row.errors),
    })),
    slowestPaths: timings.sort(
      (a, b) => b.p95 - a.p95 || b.count - a.count || byText(a.method, b.method) || byText(a.path, b.path),
    ),
    topErrorCodes: codes.map((row) => ({ code: Number(row.code), count: Number(row.count) })),
  };
}

/** Code-point order, as `collate "C"` and SQLite's binary collation order text. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** PostgreSQL folds the paths and computes the percentiles itself. */
async function postgresTimings(store: ReadRowStore, inRange: RawBuilder<unknown>): Promise<PathTiming[]> {
  const folded = sql`regexp_replace("path", ${sql.lit(FOLD_PATTERN)}, '/:id', 'g')`;
  const { rows } = await sql<{ method: string; path: string; count: string; p50: number; p95: number }>`
    select "method", ${folded} as "path", count(*) as "count",
      percentile_cont(0.5) within group (order by "durationMs") as "p50",
      percentile_cont(0.95) within group (order by "durationMs") as "p95"
    from ${sql.table(store.table)} where ${inRange} and "durationMs" is not null
    group by 1, 2 order by 3 desc, "method" collate "C", ${folded} collate "C" limit ${TOP}`.execute(store.db);
  return rows.map((row) => ({
    method: row.method,
    path: row.path,
    count: Number(row.count),
    p50: roundMs(row.p50),
    p95: roundMs(row.p95),
  }));
}

/**
 * SQLite has no regular expressions nor percentiles: it counts the calls per raw path,
 * the paths are folded here, and only the durations of the busiest folded paths are read.
 */
async function sqliteTimings(store: ReadRowStore, inRange: RawBuilder<unknown>): Promise<PathTiming[]> {
  const table = sql.table(store.table);
  const { rows } = await sql<{ method: string; path: string; count: number }>`
    select "method", "path", count(*) as "count" from ${table}
    where ${inRange} and "durationMs" is not null group by 1, 2`.execute(store.db);
  const groups = new Map<string, { method: string; path: string; count: number; paths: string[] }>();
  for (const row of rows) {
    const path = foldedPath(row.path);
    const key = `${row.method} ${path}`;
    const group = groups.get(key) ?? { method: row.method, path, count: 0, paths: [] };
    group.count += Number(row.count);
    group.paths.push(row.path);
    groups.set(key, group);
  }
  const busiest = [...groups.values()]
    .sort((a, b) => b.count - a.count || byText(a.method, b.method) || byText(a.path, b.path))
    .slice(0, TOP);
  const timings: PathTiming[] = [];
  for (const group of busiest) {
    const { rows: durations } = await sql<{ durationMs: number }>`
      select "durationMs" from ${table} where ${inRange} and "durationMs" is not null
      and "method" = ${group.method} and "path" in (${sql.join(group.paths)}) order by "durationMs"`.execute(store.db);
    const sorted = durations.map((row) => Number(row.durationMs));
    timings.push({
      method: group.method,
      path: group.path,
      count: group.count,
      p50: roundMs(percentileCont(sorted, 0.5)),
      p95: roundMs(percentileCont(sorted, 0.95)),
    });
  }
  return timings;
}
