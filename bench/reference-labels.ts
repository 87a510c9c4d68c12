import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { withReferenceLabels } from '../server/crud/reference-labels';
import { describeLatency } from './latency';

/**
 * What naming references costs a list page (SQLite, in process): 20,000 login log rows
 * over 200 admins, pages of 100. Times the whole list route and the one query by ids
 * that names the page's admins. Prints; asserts nothing.
 */
const ROWS = 20_000;
const ADMINS = 200;
const REQUESTS = 300;
const PASSWORD = 'Bench#Labels1';

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-labels-'));
  const app = await buildApp(
    loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn' }, process.cwd()),
    {
      announce: () => {},
    },
  );
  try {
    const { tables } = app.backend;
    const admins = await tables.of('admin').insertAll(
      Array.from({ length: ADMINS }, (_, index) => ({
        accountName: `bench-${index}`,
        name: 'Bench',
        surname: 'Labels',
        countryCode: '+86',
        enabled: true,
        roleIds: [],
      })),
    );
    const now = Date.now();
    const rows = Array.from({ length: ROWS }, (_, index) => ({
      accountName: `bench-${index % ADMINS}`,
      adminId: Number(admins[index % ADMINS].id),
      ip: '127.0.0.1',
      attemptedAt: new Date(now - index * 1000).toISOString(),
      userAgent: 'bench',
      success: true,
    }));
    for (let start = 0; start < rows.length; start += 1000)
      await tables.of('admin-login-log').insertMany(rows.slice(start, start + 1000));
    const signIn = await app.inject({
      method: 'POST',
      url: '/account/web/login',
      payload: { accountName: 'admin', password: PASSWORD },
    });
    const token = signIn.json().data.token as string;
    const resource = tables.of('admin-login-log').resource;
    const route: number[] = [];
    const naming: number[] = [];
    for (let request = 0; request < REQUESTS; request += 1) {
      const page = 1 + (request % 50);
      const started = performance.now();
      const answer = await app.inject({
        method: 'GET',
        url: `/api/admin-login-logs?pageSize=100&page=${page}`,
        headers: { token },
      });
      route.push(performance.now() - started);
      const list = answer.json().data.list as Record<string, unknown>[];
      const namingStarted = performance.now();
      await withReferenceLabels(resource, tables, list);
      naming.push(performance.now() - namingStarted);
    }
    console.log(`login log list, ${ROWS} rows, pages of 100, ${REQUESTS} requests (SQLite, in process)`);
    console.log(`  whole list route: ${describeLatency(route)}`);
    console.log(`  naming the page's admins (one query by ids): ${describeLatency(naming)}`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
