import type { FeatureTables } from '../../db/resource-tables';

/** Scrapes come every 15 s or so; counts this young are served again instead of counted anew. */
export const FACE_COUNTS_CACHE_MS = 10_000;

/** How many faces stand in each status: one `GROUP BY status` query, cached a few seconds. */
export class FaceCounts {
  private cached: { at: number; counts: Promise<Map<string, number>> } | undefined;

  constructor(
    private readonly tables: FeatureTables,
    private readonly now: () => number = Date.now,
  ) {}

  byStatus(): Promise<Map<string, number>> {
    const at = this.now();
    if (!this.cached || at - this.cached.at >= FACE_COUNTS_CACHE_MS) {
      const counts = this.count();
      this.cached = { at, counts };
      // A failed count is not kept: the next scrape counts again.
      counts.catch(() => {
        if (this.cached?.counts === counts) this.cached = undefined;
      });
    }
    return this.cached.counts;
  }

  private async count(): Promise<Map<string, number>> {
    const faces = this.tables.of('face');
    const rows = await faces.db
      .selectFrom(faces.table)
      .select((eb) => ['status', eb.fn.countAll<number | string>().as('count')])
      .groupBy('status')
      .execute();
    return new Map(rows.map((row) => [String(row.status ?? 'none'), Number(row.count)]));
  }
}
