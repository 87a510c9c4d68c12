import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { databases } from '../support/databases';
import { createScratchSchema } from '../support/scratch-schemas';
import { freePort, runServer, type ServerProcess, until, urlWithSchema } from '../support/server-process';
import { ADMIN_PASSWORD } from '../support/test-server';
import { visitorPassSchema } from './form-schemas-support';

const postgresUrl = databases.find((database) => database.kind === 'postgres')?.url;

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Two real server processes on one PostgreSQL schema: what one publishes, the other serves within seconds. */
describe.skipIf(!postgresUrl)('a published entity on two server processes sharing PostgreSQL', () => {
  const dirs: string[] = [];
  let nodes: ServerProcess[] = [];

  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is served by the other node, with its validators, without a restart', async () => {
    const url = postgresUrl ?? '';
    const schema = await createScratchSchema(url);
    const dataDir = () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-publish-node-'));
      dirs.push(dir);
      return dir;
    };
    // Migrated and seeded first, so that the two nodes do not both seed at once.
    const setup = await buildApp(
      { ...loadConfig({ DATA_DIR: dataDir(), ADMIN_PASSWORD, LOG_LEVEL: 'silent' }), webRoot: dataDir() },
      { database: { kind: 'postgres', url, searchPath: schema }, announce: () => {} },
    );
    await setup.close();
    const ports = [await freePort(), await freePort()];
    nodes = ports.map((port) =>
      runServer({
        DATABASE_URL: urlWithSchema(url, schema),
        DATA_DIR: dataDir(),
        ADMIN_PASSWORD,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        JOB_SCHEDULES: 'false',
      }),
    );
    const call = async <T>(node: number, method: string, route: string, token?: string, body?: unknown) => {
      const answer = await fetch(`http://127.0.0.1:${ports[node]}${route}`, {
        method,
        headers: { ...(token ? { token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await answer.json()) as Envelope<T>;
    };
    /** A node not listening yet is not an answer yet. */
    const untilAnswered = <T>(what: string, read: () => Promise<T | undefined>) =>
      until(what, () => read().catch(() => undefined));
    const tokens = await Promise.all(
      [0, 1].map((node) =>
        untilAnswered('the node to sign in', async () => {
          const answer = await call<{ token: string }>(node, 'POST', '/account/web/login', undefined, {
            accountName: 'admin',
            password: ADMIN_PASSWORD,
          });
          return answer.code === 200 ? answer.data.token : undefined;
        }),
      ),
    );
    expect((await call(1, 'GET', '/api/visitor-passes', tokens[1])).code).toBe(404);

    const draft = await call<{ id: number }>(0, 'POST', '/api/form-schemas', tokens[0], {
      schema: visitorPassSchema(),
    });
    const published = await call(0, 'POST', `/api/form-schemas/${draft.data.id}/publish`, tokens[0]);
    expect(published.code).toBe(200);
    const publishedAt = Date.now();
    await untilAnswered('the other node to serve it', async () => {
      const answer = await call(1, 'GET', '/api/visitor-passes', tokens[1]);
      return answer.code === 200 ? true : undefined;
    });
    const seenAfterMs = Date.now() - publishedAt;

    // The other node validates with the entity's rules, and writes rows the first reads.
    const site = await call<{ id: number }>(1, 'POST', '/api/sites', tokens[1], {
      name: 'Node site',
      address: 'Road 1',
    });
    const refused = await call<{ field: string }>(1, 'POST', '/api/visitor-passes', tokens[1], {
      visitor: 'x'.repeat(41),
      siteId: site.data.id,
    });
    expect(refused.code).toBe(400);
    expect(refused.data.field).toBe('visitor');
    const created = await call<{ id: number }>(1, 'POST', '/api/visitor-passes', tokens[1], {
      visitor: 'Written on node two',
      siteId: site.data.id,
    });
    const read = await call<{ visitor: string }>(0, 'GET', `/api/visitor-passes/${created.data.id}`, tokens[0]);
    expect(read.data.visitor).toBe('Written on node two');
    const registry = await call<{ entities: { name: string; source: string }[] }>(1, 'GET', '/api/registry', tokens[1]);
    expect(registry.data.entities.find((entity) => entity.name === 'visitor-pass')?.source).toBe('published');
    process.stdout.write(`published on node one, served by node two after ${seenAfterMs} ms\n`);
  }, 120_000);
});
