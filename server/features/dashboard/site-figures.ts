import { type DeviceMinute, deviceCallFigures } from '../../../contract/device-traffic';
import { MANUAL_WAITING_STATUS, type SiteFigures, type SiteWaiting } from '../../../contract/home';
import { OWNER_FIELD } from '../../../contract/resource';
import type { FeatureTables } from '../../db/resource-tables';
import { type BucketWindows, type HourCounts, registrationBuckets } from './registration-buckets';
import { yieldTurn } from './yield-turn';

/** Whose figures: an account's own sites (its id), or every site (`all`). */
export type FiguresScope = number | 'all';

/** The sites with most faces waiting that a tile names. */
const WAITING_SITES = 10;

interface Tally {
  total: number;
  bound: number;
  online: number;
  offline: number;
  channel: number;
  lastHeartbeatAt: string | null;
  byStatus: Record<string, number>;
  faces: number;
  waiting: SiteWaiting[];
  hours: HourCounts;
  deviceMinutes: DeviceMinute[];
}

const emptyTally = (): Tally => ({
  total: 0,
  bound: 0,
  online: 0,
  offline: 0,
  channel: 0,
  lastHeartbeatAt: null,
  byStatus: {},
  faces: 0,
  waiting: [],
  hours: new Map(),
  deviceMinutes: [],
});

const toNumber = (value: unknown) => Number(value ?? 0);

/**
 * The figures of every account that owns sites, and of all sites: the site table (small),
 * faces by site and status (on the (siteId, status) index, never reading a row), and the
 * registrations by hour and the device calls of the last hour counted apart
 * (registration-hours.ts, device-calls.ts).
 */
export async function computeSiteFigures(
  tables: FeatureTables,
  windows: BucketWindows,
  registrations: Map<FiguresScope, HourCounts>,
  deviceMinutes: Map<FiguresScope, DeviceMinute[]>,
): Promise<Map<FiguresScope, SiteFigures>> {
  const tallies = new Map<FiguresScope, Tally>([['all', emptyTally()]]);
  const tallyOf = (scope: FiguresScope) => {
    const found = tallies.get(scope);
    if (found) return found;
    const tally = emptyTally();
    tallies.set(scope, tally);
    return tally;
  };
  const scopesOf = (owner: unknown): Tally[] =>
    owner === null || owner === undefined ? [tallyOf('all')] : [tallyOf('all'), tallyOf(Number(owner))];

  const sites = tables.of('site');
  const siteRows = await sites.db
    .selectFrom(sites.table)
    .select(['id', 'name', OWNER_FIELD, 'bound', 'gatewayOnline', 'gatewayChannel', 'lastHeartbeatAt'])
    .execute();
  const siteById = new Map<number, { name: string; owner: unknown }>();
  for (const raw of siteRows) {
    const site = sites.decode(raw);
    siteById.set(Number(site.id), { name: String(site.name), owner: site[OWNER_FIELD] });
    for (const tally of scopesOf(site[OWNER_FIELD])) {
      tally.total += 1;
      if (site.bound !== true) continue;
      tally.bound += 1;
      if (site.gatewayOnline === true) tally.online += 1;
      else tally.offline += 1;
      if (site.gatewayChannel === true) tally.channel += 1;
      const heartbeat = typeof site.lastHeartbeatAt === 'string' ? site.lastHeartbeatAt : null;
      if (heartbeat && (!tally.lastHeartbeatAt || heartbeat > tally.lastHeartbeatAt)) tally.lastHeartbeatAt = heartbeat;
    }
  }

  for (const row of await facesByStatus(tables, [...siteById.keys()])) {
    const count = toNumber(row.count);
    const site = row.siteId === null ? undefined : siteById.get(Number(row.siteId));
    for (const tally of scopesOf(site?.owner)) {
      tally.faces += count;
      tally.byStatus[row.status] = (tally.byStatus[row.status] ?? 0) + count;
      if (row.status === MANUAL_WAITING_STATUS && site)
        tally.waiting.push({ siteId: Number(row.siteId), name: site.name, count });
    }
  }
  for (const [scope, hours] of registrations) tallyOf(scope).hours = hours;
  for (const [scope, minutes] of deviceMinutes) tallyOf(scope).deviceMinutes = minutes;

  return new Map([...tallies].map(([scope, tally]) => [scope, figuresOf(tally, windows)]));
}

/** Sites counted by one query, between two of which other requests run. */
const SITES_A_QUERY = 25;

/** Faces by site and status, a few sites a query, and those of no site. */
async function facesByStatus(tables: FeatureTables, siteIds: number[]) {
  const faces = tables.of('face');
  const count = faces.db
    .selectFrom(faces.table)
    .select((eb) => ['siteId', 'status', eb.fn.countAll<number | string>().as('count')])
    .groupBy(['siteId', 'status']);
  const rows = (await count.where('siteId', 'is', null).execute()) as unknown as CountRow[];
  for (let index = 0; index < siteIds.length; index += SITES_A_QUERY) {
    const chunk = siteIds.slice(index, index + SITES_A_QUERY);
    rows.push(...((await count.where('siteId', 'in', chunk).execute()) as unknown as CountRow[]));
    await yieldTurn();
  }
  return rows;
}

interface CountRow {
  siteId: unknown;
  status: string;
  count: number | string;
}

function figuresOf(tally: Tally, windows: BucketWindows): SiteFigures {
  const waiting = [...tally.waiting].sort((a, b) => b.count - a.count || a.siteId - b.siteId);
  return {
    sites: { total: tally.total, bound: tally.bound },
    gateways: {
      online: tally.online,
      offline: tally.offline,
      channel: tally.channel,
      lastHeartbeatAt: tally.lastHeartbeatAt,
    },
    deviceCalls: deviceCallFigures(windows.lastHour, tally.deviceMinutes),
    faces: { total: tally.faces, byStatus: tally.byStatus },
    manualWaiting: {
      total: waiting.reduce((sum, site) => sum + site.count, 0),
      sites: waiting.slice(0, WAITING_SITES),
    },
    registrations: registrationBuckets(tally.hours, windows),
  };
}

/** What an account with no site sees. */
export function noSiteFigures(windows: BucketWindows): SiteFigures {
  return figuresOf(emptyTally(), windows);
}
