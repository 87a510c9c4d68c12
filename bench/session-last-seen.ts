import { performance } from 'node:perf_hooks';
import { SessionTokens } from '../server/auth/session-tokens';
import { onFreshDatabases, runMain } from './fresh-databases';
import { describeLatency } from './latency';

/**
 * What writing a session's last-seen time at most once a minute saves: session lookups
 * (`SessionTokens.resolve`, uncached, as on PostgreSQL without Redis) on the console's own
 * session table, first within the minute (each lookup only reads), then with the clock
 * moved on a minute before each (each lookup also writes the time, as writing on every
 * request would). Prints lookups per second and latencies, and how many writes each made.
 */

const PASSWORD = 'Bench#2024pw';
const LOOKUPS = Number(process.env.BENCH_LOOKUPS ?? 2000);
const MINUTE_MS = 60_000;

runMain(async () => {
  await onFreshDatabases('session_last_seen', PASSWORD, async ({ label, app }) => {
    const store = app.backend.tables.of('admin-session');
    const admin = await app.backend.tables.of('admin').findOneWhere({ accountName: 'admin' });
    let now = Date.now();
    const tokens = new SessionTokens(store, undefined, () => now);
    // Remembered (30 days): the clock moved on a minute per lookup stays within its life.
    const { token } = await tokens.issue(Number(admin?.id), true);
    const lastSeen = async () => String((await store.findWhere({ adminId: Number(admin?.id) })).at(-1)?.lastSeenAt);

    const run = async (name: string, step: () => void) => {
      const before = await lastSeen();
      const samples: number[] = [];
      const started = performance.now();
      for (let lookup = 0; lookup < LOOKUPS; lookup++) {
        step();
        const begin = performance.now();
        if (!(await tokens.resolve(token))) throw new Error('the session was refused');
        samples.push(performance.now() - begin);
      }
      const seconds = (performance.now() - started) / 1000;
      const perSecond = LOOKUPS / seconds;
      const written = (await lastSeen()) === before ? 'last seen unchanged' : `last seen now ${await lastSeen()}`;
      process.stdout.write(
        `${label}, ${name}: ${perSecond.toFixed(0)} lookups/s  ${describeLatency(samples)}; ${written}\n`,
      );
    };
    // The lookups within one minute of the session's sign-in write nothing.
    await run('within the minute', () => {});
    await run('a minute later each time (writes every lookup)', () => {
      now += MINUTE_MS;
    });
    await tokens.revoke(token);
  });
});
