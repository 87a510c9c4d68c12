import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { hashPassword, verifyPassword } from '../server/auth/password-hashing';
import { loadConfig } from '../server/config';
import { describeLatency, percentile } from './latency';

/**
 * Sign-in throughput with argon2id at OWASP's parameters (19 MiB, 2 passes, 1 lane):
 * logins one after another through the whole HTTP stack (routing, permission hook,
 * password check, session, login log), so one core does the work, as on a single-core
 * node. Prints logins per second and p95; the target is 60 per second.
 */

const PASSWORD = 'Bench#2024pw';
const WARM_UP = 10;
const LOGINS = Number(process.env.BENCH_LOGINS ?? 200);

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-sign-in-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn',
    // Every login comes from one address here; the cap would measure itself.
    SIGN_IN_REQUESTS_PER_MINUTE: '0',
  });
  const app = await buildApp(config, { announce: () => {} });
  try {
    const login = async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/account/web/login',
        payload: { accountName: 'admin', password: PASSWORD },
      });
      if (response.json().code !== 200) throw new Error(`sign-in failed: ${response.body}`);
    };
    for (let i = 0; i < WARM_UP; i++) await login();

    const samples: number[] = [];
    const started = performance.now();
    for (let i = 0; i < LOGINS; i++) {
      const begin = performance.now();
      await login();
      samples.push(performance.now() - begin);
    }
    const seconds = (performance.now() - started) / 1000;
    const perSecond = LOGINS / seconds;
    process.stdout.write(`sign-in (argon2id m=19456 KiB, t=2, p=1), ${LOGINS} sequential logins on one core\n`);
    process.stdout.write(`  ${perSecond.toFixed(1)} logins/s  ${describeLatency(samples)}\n`);
    const hash = await hashPassword(PASSWORD);
    const verifyStarted = performance.now();
    for (let i = 0; i < WARM_UP * 5; i++) await verifyPassword(hash, PASSWORD);
    const verifyMs = (performance.now() - verifyStarted) / (WARM_UP * 5);
    // The hash alone bounds the rate: what is left over is the cost of the rest of the stack.
    process.stdout.write(
      `  argon2id verification alone: ${verifyMs.toFixed(2)} ms (at most ${(1000 / verifyMs).toFixed(1)}/s)\n`,
    );
    process.stdout.write(
      `  target 60 logins/s: ${perSecond >= 60 ? 'met' : 'not met'} (p95 ${percentile(samples, 0.95).toFixed(2)} ms)\n`,
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
