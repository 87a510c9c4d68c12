import { sql } from 'kysely';
import type { DeviceMinute } from '../../contract/device-traffic';
import { OWNER_FIELD } from '../../contract/resource';
import type { FeatureTables } from '../db/resource-tables';

/** The device calls of one minute at the sites of one owner (null: sites of no one). */
export interface OwnedDeviceMinute extends DeviceMinute {
  owner: number | null;
}

interface Range {
  from: string;
  to: string;
}

/**
 * Device calls per minute over `[from, to)`, the rows of every site and node summed, oldest
 * first, only minutes with calls: read on the (minute, siteId) index of `device-traffic`.
 */
export async function deviceMinutes(tables: FeatureTables, range: Range): Promise<DeviceMinute[]> {
  return (await summed(tables, range, false)).map(({ owner: _owner, ...minute }) => minute);
}

/** The same, per owner of the sites (joined with the site table), for figures of an account's own sites. */
export function deviceMinutesByOwner(tables: FeatureTables, range: Range): Promise<OwnedDeviceMinute[]> {
  return summed(tables, range, true);
}

async function summed(tables: FeatureTables, range: Range, byOwner: boolean): Promise<OwnedDeviceMinute[]> {
  const traffic = tables.of('device-traffic');
  const owner = sql.ref(`s.${OWNER_FIELD}`);
  const sites = byOwner ? sql`join ${sql.table(tables.of('site').table)} as s on s."id" = t."siteId"` : sql``;
  const groups = byOwner ? sql`${owner}, t."minute"` : sql`t."minute"`;
  const { rows } = await sql<Record<string, unknown>>`
    select ${byOwner ? owner : sql`null`} as "owner", t."minute" as "minute",
      sum(t."calls") as "calls", sum(t."errors") as "errors", sum(t."bytes") as "bytes"
    from ${sql.table(traffic.table)} as t ${sites}
    where t."minute" >= ${traffic.encodeValue('minute', range.from)} and t."minute" < ${traffic.encodeValue('minute', range.to)}
    group by ${groups} order by t."minute"`.execute(traffic.db);
  return rows.map((row) => {
    const decoded = traffic.decode(row);
    return {
      owner: row.owner === null ? null : Number(row.owner),
      minute: String(decoded.minute),
      calls: Number(decoded.calls),
      errors: Number(decoded.errors),
      bytes: Number(decoded.bytes),
    };
  });
}
