import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../contract/envelope';
import type { ImportPreview, ImportProgress } from '../../contract/site-import';
import { openCache } from '../../server/cache/open-cache';
import { fleetChannel } from '../../server/features/gateways/channel/fleet-notices';
import { type Cluster, clusterServices, startCluster } from '../support/cluster';
import { call, signIn, upload } from '../support/cluster-calls';
import { singleFacePhoto } from '../support/face-photos';
import { generatedSheet, importFormBody } from '../support/import-files';
import { runSimulatorWith, type Simulator } from '../support/simulator-process';

const services = clusterServices();

/**
 * Three nodes of the built console on PostgreSQL, Redis and the S3 store, behind HAProxy with
 * the reference configuration (deploy/haproxy/console.cfg).
 */
describe.runIf(services)('a cluster of three nodes behind HAProxy', () => {
  let cluster: Cluster;
  let token: string;
  let sites = 0;
  const node = (index: number) => (cluster.nodes[index] as { url: string }).url;
  const newSite = async (base = cluster.url) =>
    (await call<{ id: number }>(base, 'POST', '/api/sites', token, { name: `Cluster site ${++sites}` })).body.data;

  beforeAll(async () => {
    // A silence of 6 s: the gateway sweeps come every 2 s.
    cluster = await startCluster(services as NonNullable<typeof services>, { GATEWAY_OFFLINE_AFTER_SECONDS: '6' });
    token = await signIn(cluster.url);
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
  });

  it('spreads requests across the three nodes', async () => {
    /** Lists of sites a node has answered, from its own /metrics. */
    const listsAnswered = async (index: number) => {
      const text = await (await fetch(`${node(index)}/metrics`, { headers: { token } })).text();
      const line = text
        .split('\n')
        .find(
          (row) =>
            row.startsWith('console_http_requests_total{') &&
            row.includes('route="/api/sites"') &&
            row.includes('method="GET"') &&
            row.includes('status="200"'),
        );
      return Number(line?.split(' ').at(-1) ?? 0);
    };
    const before = await Promise.all([0, 1, 2].map(listsAnswered));
    for (let sent = 0; sent < 30; sent += 1)
      expect((await call(cluster.url, 'GET', '/api/sites', token)).body.code).toBe(200);
    const after = await Promise.all([0, 1, 2].map(listsAnswered));
    const served = after.map((count, index) => count - (before[index] ?? 0));
    expect(served.reduce((sum, count) => sum + count, 0)).toBe(30);
    for (const count of served) expect(count).toBeGreaterThanOrEqual(5);
  });

  it('serves an app setting written on one node from every node within a second', async () => {
    const key = `cluster.banner${Date.now()}`;
    const written = await call(node(0), 'POST', '/api/app-configs', token, { key, value: 'v1', valueType: 'string' });
    expect(written.body.code).toBe(200);
    // Told through Redis at once; without the notice each node's kept answer would live 60 s.
    for (const index of [1, 2]) {
      await expect
        .poll(
          async () =>
            (await call<{ config: Record<string, unknown> }>(node(index), 'GET', '/app/config')).body.data.config[key],
          {
            timeout: 1000,
            interval: 20,
          },
        )
        .toBe('v1');
    }
  });

  it('takes a session made through the balancer on every node', async () => {
    for (const index of [0, 1, 2]) {
      const sites = await call(node(index), 'GET', '/api/sites', token);
      expect(sites.body.code, `node ${index + 1}`).toBe(200);
    }
  });

  it('judges, previews and hands to a gateway on one node a photo uploaded through another', async () => {
    const photo = await singleFacePhoto();
    const site = await newSite(node(0));
    const bound = await call<{ credential: string }>(node(0), 'POST', `/api/sites/${site.id}/bind`, token, {
      mac: '0A:00:00:00:00:01',
      alias: 'Gate',
    });
    const gateway = { authorization: `Bearer ${bound.body.data.credential}`, 'x-gateway-mac': '0A:00:00:00:00:01' };
    const heartbeat = await fetch(`${node(2)}/device/v1/heartbeat`, {
      method: 'POST',
      headers: { ...gateway, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(heartbeat.status).toBe(200);
    const resident = await call<{ id: number }>(node(1), 'POST', '/api/residents', token, {
      siteId: site.id,
      firstName: 'Ada',
      lastName: 'Cluster',
    });
    const url = await upload(node(0), token, photo);
    // Node 2 reads the pixels node 1 kept, and passes them.
    const face = await call<{ id: number; status: string }>(node(1), 'POST', '/api/faces', token, {
      residentId: resident.body.data.id,
      faceUrl: url,
    });
    expect(face.body.data.status).toBe('registering');
    const preview = await fetch(`${node(2)}${url}`, { headers: { token } });
    expect(Buffer.from(await preview.arrayBuffer()).equals(photo)).toBe(true);
    const page = (await (await fetch(`${node(2)}/device/v1/sync`, { headers: gateway })).json()) as Envelope<{
      faces: { id: number; photoUrl?: string }[];
    }>;
    const link = page.data.faces.find((row) => row.id === face.body.data.id)?.photoUrl;
    const download = await fetch(`${node(0)}${link}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(photo)).toBe(true);
  });

  it('runs a scheduled job once per tick across the three nodes', async () => {
    type Job = { id: number; code: string; cron: string; version: number };
    const jobs = await call<{ list: Job[] }>(cluster.url, 'GET', '/api/scheduled-jobs?pageSize=100', token);
    const job = jobs.body.data.list.find((row) => row.code === 'purge-expired') as Job;
    const every = await call<Job>(cluster.url, 'PUT', `/api/scheduled-jobs/${job.id}`, token, {
      cron: '* * * * * *',
      version: job.version,
    });
    expect(every.body.code).toBe(200);
    // The nodes read their jobs again on the write's notice or their own reload.
    await new Promise((resolve) => setTimeout(resolve, 8000));
    const back = await call<Job>(cluster.url, 'PUT', `/api/scheduled-jobs/${job.id}`, token, {
      cron: job.cron,
      version: every.body.data.version,
    });
    expect(back.body.code).toBe(200);
    type Run = { tick: string; node: string };
    const runs = await call<{ list: Run[] }>(
      cluster.url,
      'GET',
      `/api/scheduled-jobs/${job.id}/runs?pageSize=100`,
      token,
    );
    const ticks = runs.body.data.list.map((run) => run.tick);
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    expect(new Set(ticks).size, 'no tick ran twice').toBe(ticks.length);
  }, 60_000);

  it('asks for the picture code after three failed sign-ins of an account, whichever nodes they reached', async () => {
    const accountName = `ghost${Date.now()}`;
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.24' };
    const attempt = async (index: number) => {
      const response = await fetch(`${node(index)}/account/web/login`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ accountName, password: 'Wrong#2024' }),
      });
      return ((await response.json()) as Envelope<unknown>).code;
    };
    expect([await attempt(0), await attempt(1), await attempt(2)]).toEqual([6035, 6035, 6035]);
    expect(await attempt(1)).toBe(6056);
  });

  it('sweeps silent gateways once a tick: every node contends for each tick, one takes it', async () => {
    const cache = await openCache(process.env.TEST_REDIS_URL);
    try {
      // Every 2 s each node tries the tick; wait for two ticks all three nodes tried.
      const pattern = `${fleetChannel(Buffer.from(cluster.secretKey, 'hex'))}:tick:gateway-sweep:*`;
      const contended = async () => {
        const keys = await cache.scan(pattern);
        const counts = await Promise.all(keys.map(async (key) => Number(await cache.get(key))));
        return counts.filter((count) => count === 3).length;
      };
      await expect.poll(contended, { timeout: 20_000, interval: 500 }).toBeGreaterThanOrEqual(2);
    } finally {
      await cache.close();
    }
  }, 30_000);

  it("holds an address's request limit across the nodes it reaches", async () => {
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.9' };
    const codes: number[] = [];
    for (let sent = 0; sent < 61; sent += 1) {
      const response = await fetch(`${node(sent % 3)}/account/web/password/reset-by-email`, {
        method: 'POST',
        headers,
        body: '{}',
      });
      codes.push(((await response.json()) as Envelope<unknown>).code);
    }
    // 60 calls a minute from one address (ACCOUNT_REQUESTS_PER_MINUTE), counted in Redis by every node.
    expect(codes.slice(0, 60)).not.toContain(6048);
    expect(codes[60]).toBe(6048);
  });

  it("shows a site import's progress through every node, whichever ran it", async () => {
    const site = await newSite();
    const { payload, headers } = importFormBody({ siteId: site.id, sheet: await generatedSheet(300, 'CL') });
    const previewed = await fetch(`${node(0)}/api/site-import/preview`, {
      method: 'POST',
      headers: { ...headers, token },
      body: new Uint8Array(payload),
    });
    const preview = (await previewed.json()) as Envelope<ImportPreview>;
    expect(preview.code).toBe(200);
    expect(preview.data.create).toBe(300);
    const importId = preview.data.importId;
    expect((await call(node(1), 'POST', `/api/site-import/${importId}/run`, token)).body.code).toBe(200);
    const seen = new Set<number>();
    for (;;) {
      const answers = await Promise.all(
        [0, 1, 2].map((index) => call<ImportProgress>(node(index), 'GET', `/api/site-import/${importId}`, token)),
      );
      for (const [index, answer] of answers.entries()) if (answer.body.code === 200) seen.add(index);
      const states = answers.map((answer) => answer.body.data.state);
      if (states.every((state) => state === 'done')) {
        expect(answers.map((answer) => answer.body.data.created)).toEqual([300, 300, 300]);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect([...seen].sort()).toEqual([0, 1, 2]);
  }, 60_000);

  it('restarts its nodes one at a time under steady admin and device calls without a failed request (a drain of 5 s each)', async () => {
    const site = await newSite();
    const bound = await call<{ credential: string }>(cluster.url, 'POST', `/api/sites/${site.id}/bind`, token, {
      mac: '0A:00:00:00:00:02',
      alias: 'Gate',
    });
    const gateway = { authorization: `Bearer ${bound.body.data.credential}`, 'x-gateway-mac': '0A:00:00:00:00:02' };
    const failures: string[] = [];
    let requests = 0;
    let running = true;
    const loop = async (work: () => Promise<Response>, what: string) => {
      while (running) {
        requests += 1;
        try {
          const response = await work();
          const body = (await response.json()) as Envelope<unknown>;
          if (response.status !== 200 || body.code !== 200)
            failures.push(`${what}: ${response.status} ${body.code} ${body.msg}`);
        } catch (error) {
          failures.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    };
    let made = 0;
    const load = [
      loop(() => fetch(`${cluster.url}/api/sites?page=1&pageSize=10`, { headers: { token } }), 'list'),
      loop(
        () =>
          fetch(`${cluster.url}/api/sites`, {
            method: 'POST',
            headers: { token, 'content-type': 'application/json' },
            body: JSON.stringify({ name: `Rolling ${++made}` }),
          }),
        'create',
      ),
      loop(
        () =>
          fetch(`${cluster.url}/device/v1/heartbeat`, {
            method: 'POST',
            headers: { ...gateway, 'content-type': 'application/json' },
            body: '{}',
          }),
        'heartbeat',
      ),
    ];
    for (const index of [0, 1, 2]) {
      const stopping = cluster.nodes[index]?.process;
      expect(await stopping?.stop(), `node ${index + 1} exits cleanly`).toBe(0);
      await cluster.restart(index);
      // Back in rotation (two passing checks, a second apart) before the next node goes.
      await new Promise((resolve) => setTimeout(resolve, 2500));
    }
    running = false;
    await Promise.all(load);
    expect(requests).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 120_000);

  it('loses no acknowledged write when a node is killed under load, keeps sessions, and its gateways reconnect', async () => {
    const gateways: Simulator[] = [];
    const credentials: Record<string, string>[] = [];
    for (let index = 0; index < 6; index += 1) {
      const site = await newSite();
      const mac = `0A:00:00:00:01:0${index}`;
      const bound = await call<{ credential: string }>(cluster.url, 'POST', `/api/sites/${site.id}/bind`, token, {
        mac,
        alias: 'Gate',
      });
      credentials.push({ authorization: `Bearer ${bound.body.data.credential}`, 'x-gateway-mac': mac });
      gateways.push(
        runSimulatorWith(cluster.url, ['--mac', mac, '--credential', bound.body.data.credential, '--delay', '100']),
      );
    }
    // The node holding the most channels goes down; the channel's figures say how many each holds.
    const channelsOn = async (index: number) => {
      const figures = await fetch(`${node(index)}/device/v1/channel`, { headers: credentials[0] });
      return ((await figures.json()) as Envelope<{ channelsHere: number }>).data.channelsHere;
    };
    let victim = 0;
    let held = 0;
    try {
      await expect
        .poll(() => gateways.filter((simulator) => / online site=/.test(simulator.output())).length, {
          timeout: 30_000,
        })
        .toBe(6);
      const acknowledged: string[] = [];
      let running = true;
      let made = 0;
      const writer = async () => {
        while (running) {
          const name = `Killed ${++made}`;
          const answer = await call<{ id: number }>(cluster.url, 'POST', '/api/sites', token, { name }).catch(
            () => undefined,
          );
          if (answer?.body.code === 200) acknowledged.push(name);
        }
      };
      const writers = [writer(), writer(), writer()];
      const counts = [await channelsOn(0), await channelsOn(1), await channelsOn(2)];
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(6);
      held = Math.max(...counts);
      victim = counts.indexOf(held);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      cluster.nodes[victim]?.process.process.kill('SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 4000));
      running = false;
      await Promise.all(writers);

      // Every acknowledged write is there, read through a node still up.
      const names = new Set<string>();
      for (let page = 1; ; page += 1) {
        const answer = await call<{ list: { name: string }[]; hasNextPage?: boolean }>(
          node((victim + 1) % 3),
          'GET',
          `/api/sites?page=${page}&pageSize=100`,
          token,
        );
        for (const row of answer.body.data.list) names.add(row.name);
        if (!answer.body.data.hasNextPage) break;
      }
      expect(acknowledged.length).toBeGreaterThan(10);
      expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
      // The session goes on through the balancer.
      expect((await call(cluster.url, 'GET', '/api/sites', token)).body.code).toBe(200);
      // The gateways the killed node held connected again elsewhere: all six are online.
      await expect
        .poll(
          () => gateways.filter((simulator) => (simulator.output().match(/ online site=/g) ?? []).length >= 1).length,
        )
        .toBe(6);
      const reconnected = () =>
        gateways.filter((simulator) => (simulator.output().match(/ online site=/g) ?? []).length >= 2).length;
      await expect.poll(reconnected, { timeout: 30_000 }).toBe(held);
      expect((await channelsOn((victim + 1) % 3)) + (await channelsOn((victim + 2) % 3))).toBe(6);
    } finally {
      await Promise.all(gateways.map((simulator) => simulator.stop()));
      await cluster.restart(victim);
    }
  }, 120_000);
});
