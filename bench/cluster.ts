import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { type Cluster, clusterServices, startCluster } from '../tests/support/cluster';
import { singleFacePhoto } from '../tests/support/face-photos';
import { ADMIN_PASSWORD } from '../tests/support/test-server';
import { AdminClient, inParallel } from './fleet/admin-client';
import { tacticsOff } from './fleet/tactics-off';
import { percentile } from './latency';

/** How long each line is measured, and with how many connections. */
const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 15);
const LIST_CONNECTIONS = 20;
const FACE_CONNECTIONS = 8;
const RESIDENTS = 2000;
const PROPAGATIONS = 5;

interface Line {
  nodes: number;
  listPerSecond: number;
  listP99: number;
  facesPerSecond: number;
  faceP99: number;
  changeMs: number;
}

/** The resident list as it opens, read through the balancer by a worker thread (bench/load-client.mjs). */
async function listLoad(cluster: Cluster, token: string): Promise<{ perSecond: number; p99: number }> {
  const requests = 400 * SECONDS;
  const paths = Array.from({ length: requests + 500 }, () => '/api/residents?page=1&pageSize=20');
  const worker = new Worker(new URL('./load-client.mjs', import.meta.url), {
    workerData: { address: cluster.url, token, paths, warmUp: 500, connections: LIST_CONNECTIONS },
  });
  const result = await new Promise<{ samples: number[]; seconds: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  return { perSecond: result.samples.length / result.seconds, p99: percentile(result.samples, 0.99) };
}

/** Faces made as the console's form makes them (the photo's upload, then the face) for SECONDS, through the balancer. */
async function faceLoad(admin: AdminClient, residents: { id: number }[]): Promise<{ perSecond: number; p99: number }> {
  const photo = new Blob([new Uint8Array(await singleFacePhoto())], { type: 'image/jpeg' });
  const samples: number[] = [];
  let next = 0;
  const until = performance.now() + SECONDS * 1000;
  const started = performance.now();
  const loop = async () => {
    while (performance.now() < until && next < residents.length) {
      const resident = residents[next++] as { id: number };
      const began = performance.now();
      const form = new FormData();
      form.append('file', photo, 'face.jpg');
      const upload = await admin.call<{ url: string }>('POST', '/upload/image', form);
      await admin.call('POST', '/api/faces', { faceUrl: upload.url, residentId: resident.id });
      samples.push(performance.now() - began);
    }
  };
  await Promise.all(Array.from({ length: FACE_CONNECTIONS }, loop));
  return { perSecond: samples.length / ((performance.now() - started) / 1000), p99: percentile(samples, 0.99) };
}

/**
 * From an app setting written on the first node to every node answering it on `/app/config`
 * (whose kept answer is dropped by the settings' notice; without it, up to 60 s): the median of a few.
 */
async function changeReach(cluster: Cluster, token: string): Promise<number> {
  const times: number[] = [];
  for (let round = 1; round <= PROPAGATIONS; round += 1) {
    const key = `bench.round${round}`;
    // Every node keeps an answer that lacks the key.
    for (const node of cluster.nodes) await fetch(`${node.url}/app/config`);
    const began = performance.now();
    const written = await fetch(`${cluster.nodes[0]?.url}/api/app-configs`, {
      method: 'POST',
      headers: { token, 'content-type': 'application/json' },
      body: JSON.stringify({ key, value: String(round), valueType: 'string' }),
    });
    if (!written.ok) throw new Error(`the app setting was not written: ${written.status}`);
    await Promise.all(
      cluster.nodes.map(async (node) => {
        for (let tries = 0; tries < 2000; tries += 1) {
          const answer = (await (await fetch(`${node.url}/app/config`)).json()) as {
            data: { config: Record<string, unknown> };
          };
          if (answer.data.config[key] === String(round)) return;
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        throw new Error(`${node.url} never answered ${key}`);
      }),
    );
    times.push(performance.now() - began);
  }
  return percentile(times, 0.5);
}

async function measure(nodes: number): Promise<Line> {
  const services = clusterServices();
  if (!services) throw new Error('bench:cluster needs HAProxy, TEST_DATABASE_URL, TEST_REDIS_URL and TEST_S3_ENDPOINT');
  const cluster = await startCluster(services, { ACCOUNT_REQUESTS_PER_MINUTE: '0' }, nodes);
  try {
    const admin = new AdminClient(cluster.url);
    await admin.signIn('admin', ADMIN_PASSWORD);
    await tacticsOff(admin);
    const site = await admin.call<{ id: number }>('POST', '/api/sites', { name: 'Bench site' });
    const residents = await inParallel(
      Array.from({ length: RESIDENTS }, (_, index) => index),
      16,
      (index) =>
        admin.call<{ id: number }>('POST', '/api/residents', {
          siteId: site.id,
          firstName: 'Bench',
          lastName: `Resident ${index}`,
        }),
    );
    const token = admin.sessionToken;
    process.stdout.write(`  ${residents.length} residents made; the list…\n`);
    const list = await listLoad(cluster, token);
    process.stdout.write(`  ${list.perSecond.toFixed(0)} req/s; faces…\n`);
    const faces = await faceLoad(admin, residents);
    process.stdout.write(`  ${faces.perSecond.toFixed(1)} faces/s; a change to every node…\n`);
    const changeMs = await changeReach(cluster, token);
    return {
      nodes,
      listPerSecond: list.perSecond,
      listP99: list.p99,
      facesPerSecond: faces.perSecond,
      faceP99: faces.p99,
      changeMs,
    };
  } finally {
    await cluster.close();
  }
}

const lines: Line[] = [];
for (const nodes of [1, 2, 3]) {
  process.stdout.write(`measuring ${nodes} node${nodes > 1 ? 's' : ''}…\n`);
  lines.push(await measure(nodes));
}
process.stdout.write(
  `\nThrough HAProxy, PostgreSQL, Redis and the S3 store, ${SECONDS} s a line, ${new Date().toISOString().slice(0, 10)}:\n\n`,
);
process.stdout.write(
  '| nodes | resident list req/s (p99) | faces created a second (p99) | a setting reaches every node |\n',
);
process.stdout.write('| --- | --- | --- | --- |\n');
for (const line of lines) {
  process.stdout.write(
    `| ${line.nodes} | ${line.listPerSecond.toFixed(0)} (${line.listP99.toFixed(1)} ms) | ${line.facesPerSecond.toFixed(1)} (${line.faceP99.toFixed(0)} ms) | ${line.changeMs.toFixed(0)} ms |\n`,
  );
}
process.exit(0);
