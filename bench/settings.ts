import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';

/**
 * What the typed settings cost: a settings.get as the rate limiter makes one per
 * request, a full reload of the snapshot (both config tables, 200 rows), and a
 * saved setting through the write path (row, history row, reload) on SQLite.
 * Prints figures; asserts nothing. BENCH_GETS sets how many gets (default 1,000,000).
 */
const GETS = Number(process.env.BENCH_GETS ?? 1_000_000);
const ROWS = 200;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'settings-bench-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'Bench#2024', LOG_LEVEL: 'silent' }) };
  const app = await buildApp(config, { announce: () => {} });
  try {
    const { settings, services } = app;
    const server = services.of('server-config');
    for (let row = 0; row < ROWS; row++) {
      await server.systemCreate({ key: `bench.key${row}`, value: String(row), valueType: 'number' });
    }

    let total = 0;
    let started = performance.now();
    for (let call = 0; call < GETS; call++) total += settings.get('rateLimit.signInPerMinute');
    const getNs = ((performance.now() - started) * 1e6) / GETS;

    const reloads = 200;
    started = performance.now();
    for (let reload = 0; reload < reloads; reload++) await settings.reload();
    const reloadMs = (performance.now() - started) / reloads;

    const writes = 200;
    started = performance.now();
    for (let write = 0; write < writes; write++) {
      await server.systemCreate({ key: `bench.write${write}`, value: String(write), valueType: 'number' });
    }
    const writeMs = (performance.now() - started) / writes;

    console.log(`settings.get: ${getNs.toFixed(1)} ns per call (${GETS} calls, checksum ${total})`);
    console.log(`reload of the snapshot with ${ROWS} stored rows: ${reloadMs.toFixed(2)} ms`);
    console.log(`a setting row saved (row + history + reload, SQLite): ${writeMs.toFixed(2)} ms`);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
