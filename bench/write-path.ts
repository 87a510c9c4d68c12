import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { loadPrincipal, type Principal } from '../server/auth/principal';
import { onFreshDatabases, runMain } from './fresh-databases';
import { describeLatency } from './latency';

/**
 * What the one write path costs: every write is a transaction with validation,
 * ownership and reference checks and the features' hooks. HTTP round trips of
 * creating sites, creating residents (a reference to check) and updating them, and
 * batches of 1,000 residents written all or nothing, on a fresh SQLite file and, when a
 * PostgreSQL URL is given, a scratch schema. Prints; asserts nothing.
 */

const WRITES = Number(process.env.BENCH_WRITES ?? 500);
const BATCHES = 5;
const BATCH_ROWS = 1000;
const PASSWORD = 'Bench#Writes1';

type Reply = { code: number; data: { id: number; version: number; token: string } };

async function timed(samples: number[], call: () => Promise<Reply>): Promise<Reply> {
  const started = performance.now();
  const reply = await call();
  samples.push(performance.now() - started);
  if (reply.code !== 200) throw new Error(`a write failed with code ${reply.code}`);
  return reply;
}

async function benchmark({
  label,
  app,
  address,
}: {
  label: string;
  app: FastifyInstance;
  address: string;
}): Promise<void> {
  let token = '';
  const call = async (method: string, path: string, body: unknown): Promise<Reply> => {
    const response = await fetch(`${address}${path}`, {
      method,
      headers: { token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Reply;
  };
  token = (await call('POST', '/account/web/login', { accountName: 'admin', password: PASSWORD })).data.token;

  const sites: number[] = [];
  const siteSamples: number[] = [];
  for (let index = 0; index < WRITES; index++) {
    sites.push((await timed(siteSamples, () => call('POST', '/api/sites', { name: `Bench site ${index}` }))).data.id);
  }
  const residents: Reply['data'][] = [];
  const residentSamples: number[] = [];
  for (let index = 0; index < WRITES; index++) {
    const body = { firstName: 'Ann', lastName: `Bench ${index}`, siteId: sites[index % sites.length] };
    residents.push((await timed(residentSamples, () => call('POST', '/api/residents', body))).data);
  }
  const updateSamples: number[] = [];
  for (const resident of residents) {
    const body = { version: resident.version, phone: '13800138000' };
    await timed(updateSamples, () => call('PUT', `/api/residents/${resident.id}`, body));
  }
  console.log(`${label}: POST /api/sites        ${describeLatency(siteSamples)}`);
  console.log(`${label}: POST /api/residents    ${describeLatency(residentSamples)}`);
  console.log(`${label}: PUT /api/residents/:id ${describeLatency(updateSamples)}`);

  const seeded = await app.backend.tables.of('admin').findOneWhere({ accountName: 'admin' });
  const admin = (await loadPrincipal(app.backend.tables, Number(seeded?.id))) as Principal;
  const batchSamples: number[] = [];
  for (let batch = 0; batch < BATCHES; batch++) {
    const rows = Array.from({ length: BATCH_ROWS }, (_, index) => ({
      firstName: 'Bo',
      lastName: `Batch ${batch}-${index}`,
      siteId: sites[batch],
    }));
    const started = performance.now();
    await app.services.of('resident').createMany(admin, rows);
    batchSamples.push(performance.now() - started);
  }
  const perSecond = (BATCH_ROWS * BATCHES * 1000) / batchSamples.reduce((sum, value) => sum + value, 0);
  console.log(
    `${label}: createMany of ${BATCH_ROWS} residents ${describeLatency(batchSamples)}, ${Math.round(perSecond)} rows/s`,
  );
}

runMain(() => onFreshDatabases('writes', PASSWORD, benchmark));
