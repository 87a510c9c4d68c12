import { sql } from 'kysely';
import type { ApiErrorFigures } from '../../../contract/home';
import type { FeatureTables } from '../../db/resource-tables';

const HOUR_MS = 3_600_000;

/**
 * Calls of the last hour answered with HTTP ≥ 400 or a business code other than 200
 * (the API log statistics' definition of an error), per minute with one: read on the
 * createdAt index, so an hour of calls, never the whole log.
 */
export async function countApiErrors(tables: FeatureTables, now: Date): Promise<ApiErrorFigures | undefined> {
  if (!tables.has('api-log')) return undefined;
  const log = tables.of('api-log');
  const from = new Date(now.getTime() - HOUR_MS).toISOString();
  const minute =
    log.database.dialect === 'postgres'
      ? sql<string>`to_char(date_trunc('minute', "createdAt" at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:MI":00.000Z"')`
      : sql<string>`strftime('%Y-%m-%dT%H:%M:00.000Z', "createdAt")`;
  const { rows } = await sql<{ minute: string; errors: number | string }>`
    select ${minute} as "minute", count(*) as "errors" from ${sql.table(log.table)}
    where "createdAt" >= ${log.encodeValue('createdAt', from)}
      and ("statusCode" >= 400 or ("code" is not null and "code" <> 200))
    group by 1 order by 1`.execute(log.db);
  const perMinute = rows.map((row) => ({ minute: row.minute, errors: Number(row.errors) }));
  return { from, perMinute, total: perMinute.reduce((sum, row) => sum + row.errors, 0) };
}
