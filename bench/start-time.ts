import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildDir, ensureServerBuild } from '../scripts/server-build.mjs';
import { freePort } from '../tests/support/server-process';

/**
 * How long the compiled server takes from `node build/server/main.js` to its first
 * `/healthz` answer, on a built tree: the first start on an empty data folder
 * (migrations, seeding, the admin password hashed), then STARTS starts on that
 * database, as after a deploy or a restart. Prints each and their median.
 */

const ROOT = join(import.meta.dirname, '..');
const STARTS = Number(process.env.BENCH_STARTS ?? 5);
const POLL_MS = 5;

async function timedStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [join(buildDir(ROOT), 'server', 'main.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const alive = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (answer) => answer.status === 200,
        () => false,
      );
      if (alive) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}

await ensureServerBuild(ROOT);
const dataDir = mkdtempSync(join(tmpdir(), 'console-start-bench-'));
try {
  process.env.ADMIN_PASSWORD ??= 'Bench#2024pw';
  process.env.JOB_SCHEDULES ??= 'false';
  const first = await timedStart(dataDir);
  console.log(`first start (empty data folder): ${first.toFixed(0)} ms`);
  const times: number[] = [];
  for (let i = 0; i < STARTS; i++) times.push(await timedStart(dataDir));
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`start on an existing database: ${times.map((time) => time.toFixed(0)).join(', ')} ms`);
  console.log(`median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms (target: under 2000 ms)`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
