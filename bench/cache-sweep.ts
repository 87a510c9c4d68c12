import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { MemoryCache } from '../server/cache/memory-cache';

/**
 * The sweep of the in-process cache store (the purge-expired job's part on it): how long
 * sweeping takes over BENCH_KEYS entries (1,000,000 by default) of which a share has
 * expired, and the longest the event loop waited meanwhile, which is how long a request
 * arriving during the sweep could be held. Prints figures; asserts nothing.
 */

const KEYS = Number(process.env.BENCH_KEYS ?? 1_000_000);
const EXPIRED_SHARES = [0, 0.5, 1];

async function sweepOnce(expiredShare: number): Promise<void> {
  let clock = 0;
  const cache = new MemoryCache(() => clock);
  const expiring = Math.round(KEYS * expiredShare);
  for (let i = 0; i < KEYS; i++) {
    if (i < expiring) await cache.set(`code:sms:register:+86137${i}`, '{"salt":"x"}', 60);
    else await cache.set(`session:${i}`, '{"adminId":1}', 3600);
  }
  clock += 61_000;
  // The fill's garbage is collected first (with --expose-gc), so the figures are the sweep's own.
  (globalThis as { gc?: () => void }).gc?.();
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const begin = performance.now();
  const swept = await cache.sweepExpired();
  const elapsed = performance.now() - begin;
  delay.disable();
  process.stdout.write(
    `  ${String(KEYS).padStart(9)} keys, ${String(swept).padStart(9)} expired: sweep ${elapsed.toFixed(0).padStart(5)} ms, ` +
      `longest event-loop wait ${(delay.max / 1e6).toFixed(1)} ms\n`,
  );
  await cache.close();
}

async function main(): Promise<void> {
  process.stdout.write(`In-process cache sweep (node ${process.version})\n`);
  for (const share of EXPIRED_SHARES) await sweepOnce(share);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
