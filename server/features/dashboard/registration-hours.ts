import { sql } from 'kysely';
import { OWNER_FIELD } from '../../../contract/resource';
import type { CacheStore } from '../../cache/cache-store';
import type { FeatureTables } from '../../db/resource-tables';
import { type BucketWindows, DAYS, HOURS, type HourCounts, hourKey } from './registration-buckets';
import type { FiguresScope } from './site-figures';
import { yieldTurn } from './yield-turn';

const HOUR_MS = 3_600_000;
const KEY = 'home:registration-hours';
/** The hours counted: the 30 days, and the hours of today in Beijing time before them. */
const KEPT_HOURS = DAYS * 24 + HOURS;
/** Hours counted again at every refresh: the current one and the one before, where registrations still land. */
const LIVE_HOURS = 2;
/**
 * Older hours counted again at each refresh, the longest uncounted first: with a refresh
 * every 30 s, each of the 30 days' hours is counted again within ten minutes (a face
 * retried or decided later moves between outcomes in the hour it began).
 */
const OLDER_HOURS_A_REFRESH = 40;

/** Registrations of one hour by owner (`none` for faces of no site): [succeeded, failed]. */
interface CountedHour {
  at: number;
  owners: Record<string, [number, number]>;
}
type Hours = Record<string, CountedHour>;

/**
 * Registrations by the hour their `registerDate` falls in, by site owner and outcome,
 * kept in the cache store between refreshes. One hour is one query on the registerDate
 * index (the hour's faces only), so a refresh counts the live hours and a slice of the
 * older ones, never the 30 days at once.
 */
export async function refreshRegistrationHours(
  tables: FeatureTables,
  cache: CacheStore,
  windows: BucketWindows,
  now: Date,
): Promise<Map<FiguresScope, HourCounts>> {
  const stored = await cache.get(KEY);
  const kept: Hours = stored ? (JSON.parse(stored) as Hours) : {};
  const first = Math.min(windows.dailyFrom.getTime(), windows.hourlyFrom.getTime());
  const current = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const hours: Hours = {};
  const due: number[] = [];
  const older: number[] = [];
  for (let start = first; start <= current; start += HOUR_MS) {
    const key = hourKey(start);
    const found = kept[key];
    if (found) hours[key] = found;
    if (!found || start > current - LIVE_HOURS * HOUR_MS) due.push(start);
    else older.push(start);
  }
  older.sort((a, b) => (hours[hourKey(a)]?.at ?? 0) - (hours[hourKey(b)]?.at ?? 0));
  for (const start of [...due, ...older.slice(0, OLDER_HOURS_A_REFRESH)]) {
    hours[hourKey(start)] = { at: now.getTime(), owners: await countHour(tables, start) };
    await yieldTurn();
  }
  await cache.set(KEY, JSON.stringify(hours), KEPT_HOURS * 3600);
  return countsByScope(hours);
}

async function countHour(tables: FeatureTables, start: number): Promise<CountedHour['owners']> {
  const faces = tables.of('face');
  const sites = tables.of('site');
  const at = (instant: number) => faces.encodeValue('registerDate', new Date(instant).toISOString());
  const { rows } = await sql<{ owner: unknown; status: string; count: number | string }>`
    select s.${sql.ref(OWNER_FIELD)} as "owner", f."status" as "status", count(*) as "count"
    from ${sql.table(faces.table)} f left join ${sql.table(sites.table)} s on s."id" = f."siteId"
    where f."registerDate" >= ${at(start)} and f."registerDate" < ${at(start + HOUR_MS)}
    group by 1, 2`.execute(faces.db);
  const owners: CountedHour['owners'] = {};
  // Every status of the hour is counted and the two outcomes kept: a condition on the status
  // would let a planner reach for the status index, which holds most of the table.
  for (const row of rows) {
    if (row.status !== 'register_success' && row.status !== 'register_failed') continue;
    const owner = row.owner === null || row.owner === undefined ? 'none' : String(row.owner);
    const counts = owners[owner] ?? [0, 0];
    counts[row.status === 'register_success' ? 0 : 1] += Number(row.count);
    owners[owner] = counts;
  }
  return owners;
}

function countsByScope(hours: Hours): Map<FiguresScope, HourCounts> {
  const scopes = new Map<FiguresScope, HourCounts>();
  const add = (scope: FiguresScope, key: string, [succeeded, failed]: [number, number]) => {
    const counts = scopes.get(scope) ?? new Map();
    const sum = counts.get(key) ?? { succeeded: 0, failed: 0 };
    counts.set(key, { succeeded: sum.succeeded + succeeded, failed: sum.failed + failed });
    scopes.set(scope, counts);
  };
  for (const [key, hour] of Object.entries(hours)) {
    for (const [owner, counts] of Object.entries(hour.owners)) {
      add('all', key, counts);
      if (owner !== 'none') add(Number(owner), key, counts);
    }
  }
  return scopes;
}
