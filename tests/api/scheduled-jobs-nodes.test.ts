import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { databases } from '../support/databases';
import { createScratchSchema } from '../support/scratch-schemas';
import { freePort, runServer, type ServerProcess, until, urlWithSchema } from '../support/server-process';
import { ADMIN_PASSWORD } from '../support/test-server';

const postgresUrl = databases.find((database) => database.kind === 'postgres')?.url;
const JOB_CODE = 'purge-expired';
const RUNS_WANTED = 8;

/** Lines of a node's JSON log about the job under test whose message is `msg` (other shipped jobs log too). */
function logged(output: string, msg: string): number {
  return output.split('\n').filter((line) => line.includes(`"job":"${JOB_CODE}"`) && line.includes(`"msg":"${msg}"`))
    .length;
}

/** Two real server processes on one PostgreSQL schema, a job every second: each tick runs on exactly one node. */
describe.skipIf(!postgresUrl)('a scheduled job on two server processes sharing PostgreSQL', () => {
  const dirs: string[] = [];
  let nodes: ServerProcess[] = [];
  let client: pg.Client | undefined;

  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    await client?.end();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs each tick once, ticks a second apart, with both nodes contending', async () => {
    const url = postgresUrl ?? '';
    const schema = await createScratchSchema(url);
    const dataDir = () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-job-node-'));
      dirs.push(dir);
      return dir;
    };
    // Migrated and seeded first, the job set to every second: both nodes start with it.
    const setup = await buildApp(
      { ...loadConfig({ DATA_DIR: dataDir(), ADMIN_PASSWORD, LOG_LEVEL: 'silent' }), webRoot: dataDir() },
      { database: { kind: 'postgres', url, searchPath: schema }, announce: () => {} },
    );
    const job = await setup.backend.tables.of('scheduled-job').findOneWhere({ code: JOB_CODE });
    await setup.services.of('scheduled-job').systemUpdate(Number(job?.id), { cron: '* * * * * *', enabled: true });
    await setup.close();

    const env = async () => ({
      DATABASE_URL: urlWithSchema(url, schema),
      DATA_DIR: dataDir(),
      ADMIN_PASSWORD,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'debug',
      JOB_SCHEDULES: 'true',
    });
    nodes = [runServer(await env()), runServer(await env())];
    for (const node of nodes)
      await until('the node to listen', async () => (node.output().includes('Server listening') ? true : undefined));

    client = new pg.Client({ connectionString: urlWithSchema(url, schema) });
    await client.connect();
    const db = client;
    const startedAfter = new Date().toISOString().slice(0, 19);
    const readRuns = async () =>
      (
        await db.query<{ tick: string; node: string; status: string }>(
          'SELECT tick, node, status FROM scheduled_job_run WHERE "jobId" = $1 AND trigger = $2 ORDER BY tick',
          [job?.id, 'schedule'],
        )
      ).rows;
    await until('runs after both nodes listen', async () => {
      const runs = (await readRuns()).filter((run) => run.tick > startedAfter);
      return runs.length >= RUNS_WANTED ? runs : undefined;
    });
    await Promise.all(nodes.map((node) => node.stop()));

    const runs = await readRuns();
    const ticks = runs.map((run) => run.tick);
    // Exactly one run per tick.
    expect(new Set(ticks).size).toBe(ticks.length);
    // One run for (nearly) every second between the first tick and the last.
    const seconds = (Date.parse(ticks[ticks.length - 1]) - Date.parse(ticks[0])) / 1000 + 1;
    expect(ticks.length).toBeGreaterThanOrEqual(seconds - 1);
    expect(ticks.length).toBeLessThanOrEqual(seconds);
    expect(runs.every((run) => run.status === 'succeeded')).toBe(true);
    // Each node ran the ticks it won and was refused the others: what ran is the sum of what each ran.
    const ranHere = nodes.map((node) => logged(node.output(), 'scheduled job tick run here'));
    // The loser of a tick is refused by the unique run row, or finds the winner's run of it still going.
    const refused = nodes.map((node) => logged(node.output(), 'scheduled job tick taken by another node'));
    expect(ranHere[0] + ranHere[1]).toBe(ticks.length);
    expect(refused[0] + refused[1]).toBeGreaterThan(0);
    process.stdout.write(
      `ticks ${ticks.length}; run per node ${ranHere.join('/')}; refused per node ${refused.join('/')}\n`,
    );
  }, 120_000);
});
