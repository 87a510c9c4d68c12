import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { DEFAULT_TACTICS } from '../../server/seed/seed-tactics';
import { databases } from '../support/databases';
import { createScratchSchema } from '../support/scratch-schemas';
import { ADMIN_PASSWORD } from '../support/test-server';

const postgresUrl = databases.find((database) => database.kind === 'postgres')?.url;
const redisUrl = process.env.TEST_REDIS_URL?.trim();

/** Two API nodes sharing one PostgreSQL database (and Redis when there is one), started at the same moment. */
describe.skipIf(!postgresUrl)('several API nodes on one PostgreSQL database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-nodes-'));
  let nodes: FastifyInstance[] = [];

  beforeAll(async () => {
    const url = postgresUrl ?? '';
    const schema = await createScratchSchema(url);
    const config = {
      ...loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        ADMIN_PASSWORD,
        LOG_LEVEL: 'silent',
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      }),
      webRoot: path.join(dataDir, 'no-web-build'),
    };
    const start = () =>
      buildApp(config, { database: { kind: 'postgres', url, searchPath: schema }, announce: () => {} });
    nodes = await Promise.all([start(), start()]);
  });
  afterAll(async () => {
    for (const node of nodes) await node.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates and seeds once when both start together', async () => {
    const { tables } = nodes[0].backend;
    expect(await tables.of('admin').findWhere({})).toHaveLength(1);
    expect((await tables.of('role').findWhere({})).map((role) => role.name).sort()).toEqual([
      'super-admin',
      'web-default',
    ]);
    expect(await tables.of('auto-detect-tactic').findWhere({})).toHaveLength(DEFAULT_TACTICS.length);
  });

  it('honours on one node a session opened on the other, and ends it everywhere at logout', async () => {
    const [first, second] = nodes;
    const login = await first.inject({
      method: 'POST',
      url: '/account/web/login',
      payload: { accountName: 'admin', password: ADMIN_PASSWORD },
    });
    const token = (login.json() as { data: { token: string } }).data.token;
    const list = (node: FastifyInstance) => node.inject({ method: 'GET', url: '/api/sites', headers: { token } });
    expect((await list(first)).statusCode).toBe(200);
    expect((await list(second)).statusCode).toBe(200);
    await second.inject({ method: 'GET', url: '/account/web/logout', headers: { token } });
    expect((await list(first)).statusCode).toBe(401);
    expect((await list(second)).statusCode).toBe(401);
  });
});
