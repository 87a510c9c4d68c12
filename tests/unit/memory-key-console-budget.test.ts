import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../../server/cache/memory-cache';

/** A pattern costly to compare with long keys of one letter: (pattern × key) steps each, no match. */
const COSTLY = `*${'a'.repeat(200)}b*`;

async function filled(limits: { pageMs: number; sliceMs: number }, keys: number): Promise<MemoryCache> {
  const cache = new MemoryCache(Date.now, limits);
  for (let i = 0; i < keys; i++) {
    // Every 50th key matches the costly pattern (a `b` after the letters).
    await cache.set(`${'a'.repeat(800)}${i % 50 === 0 ? 'b' : ''}:${i}`, 'x');
  }
  return cache;
}

/** The in-process console's pages: they let other work run while they walk, and stop at their time budget. */
describe('pages of the in-process store within a time budget', () => {
  it('lets other callbacks run during a page, and answers with what it found when its time is up', async () => {
    const cache = await filled({ pageMs: 40, sliceMs: 2 }, 3000);
    let ticks = 0;
    let ticking = true;
    const tick = () => {
      ticks++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const page = await cache.console.scanPage({ cursor: '0', pattern: COSTLY, count: 1000 });
    ticking = false;

    expect(page.cutShort).toBe(true);
    expect(page.cursor).not.toBe('0');
    expect(page.scanned).toBeGreaterThan(0);
    expect(page.scanned).toBeLessThan(3000);
    expect(page.keys.every((row) => row.key.includes('b'))).toBe(true);
    // Other work ran while the page walked (a slice is 2 ms, the page 40; fewer turns on a busy machine).
    expect(ticks).toBeGreaterThan(0);
    await cache.close();
  });

  it('goes on from a cut-short page with its cursor until every matching key was found once', async () => {
    const cache = await filled({ pageMs: 15, sliceMs: 3 }, 2000);
    const found: string[] = [];
    let cursor = '0';
    let pages = 0;
    let cut = 0;
    do {
      const page = await cache.console.scanPage({ cursor, pattern: COSTLY, count: 1000 });
      found.push(...page.keys.map((row) => row.key));
      if (page.cutShort) cut++;
      cursor = page.cursor;
      pages++;
    } while (cursor !== '0' && pages < 10_000);
    expect(cut).toBeGreaterThan(0);
    expect(found).toHaveLength(40);
    expect(new Set(found).size).toBe(40);
    expect(found.every((key) => key.includes('b'))).toBe(true);
    await cache.close();
    // A busy machine walks few keys a page, so it takes many more pages.
  }, 120_000);

  it('answers a cheap page whole, not cut short', async () => {
    // A budget no busy machine's pause reaches: the page must end because it is done, not because time ran out.
    const cache = await filled({ pageMs: 10_000, sliceMs: 10 }, 500);
    const page = await cache.console.scanPage({ cursor: '0', pattern: '*:1?', count: 1000 });
    expect(page).toMatchObject({ cursor: '0', cutShort: false, scanned: 500 });
    expect(page.keys).toHaveLength(10);
    await cache.close();
  });
});
