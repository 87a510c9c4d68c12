import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { describeLatency } from './latency';

/**
 * The Redis console over 1,000,000 keys, through the whole HTTP stack: a page of keys
 * (SCAN, 200 a page, walking on with the cursor), a sparse pattern's page, and a key's
 * detail; on the in-process store, and on Redis when BENCH_REDIS_URL (or TEST_REDIS_URL)
 * is set, in database 15 of that server, emptied of the keys it wrote at the end.
 */

const PASSWORD = 'Bench#2024pw';
const KEYS = Number(process.env.BENCH_KEYS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const CHUNK = 100_000;
const PREFIX = 'bench:rc:';
const FILL = "for i = ARGV[2], ARGV[3] do redis.call('SET', ARGV[1] .. i, 'value ' .. i) end return 0";
const DROP = "for i = ARGV[2], ARGV[3] do redis.call('UNLINK', ARGV[1] .. i) end return 0";

async function chunks(redis: Redis, script: string): Promise<void> {
  for (let start = 0; start < KEYS; start += CHUNK) {
    await redis.eval(script, 0, PREFIX, start, Math.min(KEYS, start + CHUNK) - 1);
  }
}

async function timed(label: string, call: (i: number) => Promise<void>): Promise<void> {
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const begin = performance.now();
    await call(i);
    samples.push(performance.now() - begin);
  }
  process.stdout.write(`  ${label.padEnd(34)} ${describeLatency(samples)}\n`);
}

async function measure(app: FastifyInstance, token: string): Promise<void> {
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { token } });
    const body = response.json() as { code: number; data: { cursor?: string } };
    if (body.code !== 200) throw new Error(`${url}: ${response.body}`);
    return body.data;
  };
  let cursor = '0';
  await timed('keys page (*, 200, walking on)', async () => {
    cursor = (await get(`/api/redis-console/keys?count=200&cursor=${cursor}`)).cursor ?? '0';
  });
  let sparse = '0';
  await timed('keys page (sparse pattern, 200)', async () => {
    sparse = (await get(`/api/redis-console/keys?pattern=${PREFIX}77777*&count=200&cursor=${sparse}`)).cursor ?? '0';
  });
  await timed('key detail', async (i) => {
    await get(`/api/redis-console/key?key=${PREFIX}${(i * 7919) % KEYS}`);
  });
}

async function run(store: 'memory' | 'redis', redisUrl?: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-redis-console-'));
  const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn', SIGN_IN_REQUESTS_PER_MINUTE: '0' };
  const app = await buildApp(loadConfig(redisUrl ? { ...env, REDIS_URL: redisUrl } : env), { announce: () => {} });
  const redis = redisUrl ? new Redis(redisUrl) : undefined;
  try {
    const filled = performance.now();
    if (redis) await chunks(redis, FILL);
    else for (let i = 0; i < KEYS; i++) await app.backend.cache.set(`${PREFIX}${i}`, `value ${i}`);
    const fillSeconds = ((performance.now() - filled) / 1000).toFixed(1);
    const login = await app.inject({
      method: 'POST',
      url: '/account/web/login',
      payload: { accountName: 'admin', password: PASSWORD },
    });
    const token = (login.json() as { data: { token: string } }).data.token;
    process.stdout.write(`${store} store, ${KEYS} keys (filled in ${fillSeconds} s), ${SAMPLES} calls each\n`);
    await measure(app, token);
  } finally {
    if (redis) {
      await chunks(redis, DROP);
      await redis.quit();
    }
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  await run('memory');
  const url = (process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL)?.trim();
  if (!url) {
    process.stdout.write('Redis skipped: set BENCH_REDIS_URL or TEST_REDIS_URL\n');
    return;
  }
  const onBenchDb = new URL(url);
  onBenchDb.pathname = '/15';
  await run('redis', onBenchDb.toString());
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
