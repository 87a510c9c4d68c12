import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../../server/cache/memory-cache';

/** The in-process store's sweep: entries past their time go without being read, live ones stay. */
describe('sweeping the in-process cache store', () => {
  it('deletes every expired entry across several slices of slots, and nothing else', async () => {
    let clock = 1_000_000;
    const cache = new MemoryCache(() => clock);
    // More keys than one slice of the sweep looks at, so it walks several.
    for (let i = 0; i < 25_000; i++) {
      if (i % 5 === 0) await cache.set(`kept:${i}`, 'x');
      else if (i % 5 === 1) await cache.set(`later:${i}`, 'x', 3600);
      else await cache.set(`code:${i}`, 'x', 60);
    }
    expect(await cache.sweepExpired()).toBe(0);

    clock += 61_000;
    expect(await cache.console.size()).toBe(25_000);
    expect(await cache.sweepExpired()).toBe(15_000);
    expect(await cache.console.size()).toBe(10_000);
    expect(await cache.scan('code:*')).toHaveLength(0);
    expect(await cache.scan('kept:*')).toHaveLength(5_000);
    expect(await cache.get('later:1')).toBe('x');

    // Freed slots are taken by new keys, which a later sweep leaves while they live.
    await cache.set('fresh', 'y', 10);
    expect(await cache.sweepExpired()).toBe(0);
    clock += 3600_000;
    expect(await cache.sweepExpired()).toBe(5_001);
    expect(await cache.console.size()).toBe(5_000);
    await cache.close();
  });
});
