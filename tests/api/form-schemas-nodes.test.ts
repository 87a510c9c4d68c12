import { afterEach, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { visitorPassSchema } from '../support/form-schemas';
import { startTwoNodes, type TwoNodes } from '../support/form-schemas-nodes';

const postgresUrl = databases.find((database) => database.kind === 'postgres')?.url;
const redisUrl = process.env.TEST_REDIS_URL?.trim();

/** The poll of the Redis scenario: so slow that only the notice can explain an entity seen before it. */
const SLOW_POLL_SECONDS = 60;

/** Publishes the visitor pass on node one; resolves when node two serves it, with the time of publication. */
async function publishOnFirst(nodes: TwoNodes): Promise<{ publishedAt: number; seenAt: number }> {
  expect((await nodes.call(1, 'GET', '/api/visitor-passes')).code).toBe(404);
  const draft = await nodes.call<{ id: number }>(0, 'POST', '/api/form-schemas', { schema: visitorPassSchema() });
  const published = await nodes.call(0, 'POST', `/api/form-schemas/${draft.data.id}/publish`);
  expect(published.code).toBe(200);
  const publishedAt = Date.now();
  await nodes.untilAnswered('the other node to serve it', async () => {
    const answer = await nodes.call(1, 'GET', '/api/visitor-passes');
    return answer.code === 200 ? true : undefined;
  });
  return { publishedAt, seenAt: Date.now() };
}

/** Two real server processes on one PostgreSQL schema: what one publishes, the other serves within seconds. */
describe.skipIf(!postgresUrl)('a published entity on two server processes sharing PostgreSQL', () => {
  let nodes: TwoNodes | undefined;
  afterEach(async () => {
    await nodes?.stop();
    nodes = undefined;
  });

  it('is served by the other node, with its validators, without a restart', async () => {
    const two = await startTwoNodes(postgresUrl ?? '', {});
    nodes = two;
    // A draft's preview validators, checked on one node, are served by the other too.
    const draft = await two.call<{ id: number }>(0, 'POST', '/api/form-schemas', { schema: visitorPassSchema() });
    const check = await two.call<{ ok: boolean; validatorModule: string }>(
      0,
      'POST',
      `/api/form-schemas/${draft.data.id}/check`,
    );
    expect(check.data.ok).toBe(true);
    const here = await two.fetchText(0, check.data.validatorModule);
    const there = await two.fetchText(1, check.data.validatorModule);
    expect(there.status).toBe(200);
    expect(there.text).toBe(here.text);
    expect((await two.fetchText(1, '/api/registry/validators/0123456789abcdef0123.js')).status).toBe(404);

    const { publishedAt, seenAt } = await publishOnFirst(two);

    // The other node validates with the entity's rules, and writes rows the first reads.
    const site = await two.call<{ id: number }>(1, 'POST', '/api/sites', { name: 'Node site', address: 'Road 1' });
    const refused = await two.call<{ field: string }>(1, 'POST', '/api/visitor-passes', {
      visitor: 'x'.repeat(41),
      siteId: site.data.id,
    });
    expect(refused.code).toBe(400);
    expect(refused.data.field).toBe('visitor');
    const created = await two.call<{ id: number }>(1, 'POST', '/api/visitor-passes', {
      visitor: 'Written on node two',
      siteId: site.data.id,
    });
    const read = await two.call<{ visitor: string }>(0, 'GET', `/api/visitor-passes/${created.data.id}`);
    expect(read.data.visitor).toBe('Written on node two');
    const registry = await two.call<{ entities: { name: string; source: string }[] }>(1, 'GET', '/api/registry');
    expect(registry.data.entities.find((entity) => entity.name === 'visitor-pass')?.source).toBe('published');
    process.stdout.write(`database poll: published on node one, served by node two after ${seenAt - publishedAt} ms\n`);
  }, 120_000);

  it.skipIf(!redisUrl)(
    'is served by the other node at once through Redis, long before its poll',
    async () => {
      const two = await startTwoNodes(postgresUrl ?? '', {
        REDIS_URL: redisUrl ?? '',
        PUBLICATION_POLL_SECONDS: String(SLOW_POLL_SECONDS),
      });
      nodes = two;
      const { publishedAt, seenAt } = await publishOnFirst(two);
      // Node two's first look in the database is due a full poll after it started: seen before
      // that, the publication reached it through the notice.
      expect(seenAt - (two.startedAt[1] ?? 0)).toBeLessThan(SLOW_POLL_SECONDS * 1000);
      // …with the entity's own validators.
      const validators = await two.call<{ field: string; rule: string }>(1, 'POST', '/api/visitor-passes', {
        visitor: 'x'.repeat(41),
        siteId: 1,
      });
      expect(validators.data).toMatchObject({ field: 'visitor', rule: 'maxLength' });
      process.stdout.write(
        `Redis notice: published on node one, served by node two after ${seenAt - publishedAt} ms\n`,
      );
    },
    120_000,
  );
});
