import type { Row } from '../db/database';
import type { ResourceTables } from '../db/resource-tables';
import { goneReferences, namesGone } from './gone-references';

/** One device call, or one message of a gateway's channel: its bytes received and sent, and whether it failed. */
export interface DeviceTrafficSample {
  bytes: number;
  failed: boolean;
}

/** What features count device traffic with (`context.deviceTraffic`). */
export interface DeviceTrafficCounter {
  count(siteId: number, sample: DeviceTrafficSample): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This node's device traffic, written once a minute; undefined when the server has no `device-traffic` table. */
    deviceTraffic: DeviceTraffic | undefined;
  }
}

/** The counter of a server without a `device-traffic` table: it counts nothing. */
export const NO_DEVICE_TRAFFIC: DeviceTrafficCounter = { count: () => {} };

interface Tally {
  calls: number;
  errors: number;
  bytes: number;
}

const MINUTE_MS = 60_000;
/** A minute is written this long after it ends, so that calls answered at its very end are in it. */
const WRITE_AFTER_MS = 2_000;
/** Rows a statement inserts at most: well under both engines' limits on bound values. */
const ROWS_PER_STATEMENT = 500;
const SITE = [{ field: 'siteId', resource: 'site' }];

/**
 * The device traffic of this node (`device-traffic`): calls, errors and bytes per site and
 * minute, counted in memory and written once the minute is over, one row per site and
 * minute with calls (several nodes may each write one for the same minute; readers sum
 * them). A minute without calls writes nothing; `flush` writes everything counted so far
 * (the server calls it when it closes, before the database goes).
 */
export class DeviceTraffic implements DeviceTrafficCounter {
  /** Minute (its start, in ms) → site → tally. */
  private minutes = new Map<number, Map<number, Tally>>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly tables: ResourceTables,
    private readonly failed: (error: unknown, rows: number) => void,
    private readonly now: () => number = Date.now,
  ) {}

  count(siteId: number, sample: DeviceTrafficSample): void {
    const minute = Math.floor(this.now() / MINUTE_MS) * MINUTE_MS;
    let sites = this.minutes.get(minute);
    if (!sites) {
      sites = new Map();
      this.minutes.set(minute, sites);
    }
    const tally = sites.get(siteId) ?? { calls: 0, errors: 0, bytes: 0 };
    tally.calls += 1;
    if (sample.failed) tally.errors += 1;
    tally.bytes += Math.max(0, Math.round(sample.bytes));
    sites.set(siteId, tally);
    this.writeAfter(minute);
  }

  /** How many site-minutes wait to be written. */
  queued(): number {
    return [...this.minutes.values()].reduce((sum, sites) => sum + sites.size, 0);
  }

  /** Writes the minutes that began before `before` (every minute counted, by default). */
  async flush(before = Number.POSITIVE_INFINITY): Promise<void> {
    const rows: Row[] = [];
    for (const [minute, sites] of this.minutes) {
      if (minute >= before) continue;
      this.minutes.delete(minute);
      const at = new Date(minute).toISOString();
      for (const [siteId, tally] of sites) rows.push({ siteId, minute: at, ...tally });
    }
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
      await this.write(rows.slice(start, start + ROWS_PER_STATEMENT));
    }
  }

  close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    return this.flush();
  }

  /** Once `minute` is over, writes it and any before it, then waits for the next minute counted. */
  private writeAfter(minute: number): void {
    if (this.timer) return;
    const delay = Math.max(0, minute + MINUTE_MS + WRITE_AFTER_MS - this.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const current = Math.floor(this.now() / MINUTE_MS) * MINUTE_MS;
      void this.flush(current).finally(() => {
        if (this.minutes.size > 0) this.writeAfter(Math.min(...this.minutes.keys()));
      });
    }, delay);
    this.timer.unref();
  }

  /** One statement; the rows of a site deleted since they were counted are left out and the rest written again. */
  private async write(rows: Row[]): Promise<void> {
    const store = this.tables.of('device-traffic');
    try {
      await store.insertMany(rows);
    } catch (error) {
      try {
        const gone = await goneReferences(this.tables, rows, SITE);
        const kept = rows.filter((row) => !namesGone(gone, row, 'siteId'));
        if (kept.length === rows.length) throw error;
        await store.insertMany(kept);
      } catch (again) {
        this.failed(again, rows.length);
      }
    }
  }
}
