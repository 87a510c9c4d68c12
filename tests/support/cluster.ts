import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBuild } from '../../scripts/server-build.mjs';
import { freshBucket, s3StoreEnv } from './s3-buckets';
import { createScratchSchema } from './scratch-schemas';
import { freePort, runNode, type ServerProcess, urlWithSchema } from './server-process';
import { ADMIN_PASSWORD } from './test-server';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The reference load balancer's configuration, used as it is. */
const HAPROXY_CONFIG = path.join(ROOT, 'deploy', 'haproxy', 'console.cfg');

/** What a cluster runs on: PostgreSQL, Redis and an S3 server (each required), and HAProxy. */
export interface ClusterServices {
  databaseUrl: string;
  redisUrl: string;
}

/**
 * Whether the cluster suites can run: HAProxy installed, and PostgreSQL, Redis and the S3
 * server configured. Locally what is missing is reported and the suite skipped; on CI it fails.
 */
export function clusterServices(): ClusterServices | undefined {
  const databaseUrl = process.env.TEST_DATABASE_URL?.trim();
  const redisUrl = process.env.TEST_REDIS_URL?.trim();
  const missing = [
    haproxyInstalled() ? undefined : 'haproxy (apt-get install -y haproxy)',
    databaseUrl ? undefined : 'TEST_DATABASE_URL',
    redisUrl ? undefined : 'TEST_REDIS_URL',
    process.env.TEST_S3_ENDPOINT?.trim() ? undefined : 'TEST_S3_ENDPOINT',
  ].filter(Boolean);
  if (missing.length === 0 && databaseUrl && redisUrl) return { databaseUrl, redisUrl };
  if (process.env.CI) throw new Error(`the cluster suites need ${missing.join(', ')} on CI`);
  process.stdout.write(`Cluster suite skipped: ${missing.join(', ')} missing\n`);
  return undefined;
}

function haproxyInstalled(): boolean {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export interface ClusterNode {
  port: number;
  url: string;
  process: ServerProcess;
}

/** Three nodes of the built console on one schema, Redis and bucket, behind HAProxy with the reference configuration. */
export interface Cluster {
  /** The load balancer's address: what admins and gateways use. */
  url: string;
  /** The deployment's SECRET_KEY (it also names its keys and channels in Redis). */
  secretKey: string;
  nodes: ClusterNode[];
  /** Starts node `index` again (after it stopped or was killed), on the same port. */
  restart(index: number): Promise<void>;
  /** Stops everything and drops the schema's files. */
  close(): Promise<void>;
}

let built: Promise<string> | undefined;

/** The compiled server for the cluster's nodes, built once per run into a folder of its own. */
function builtServer(): Promise<string> {
  built ??= (async () => {
    const out = path.join(ROOT, 'build', `cluster-${process.pid}`);
    process.once('exit', () => fs.rmSync(out, { recursive: true, force: true }));
    await ensureServerBuild(ROOT, { out, log: () => {} });
    return path.join(out, 'server', 'main.js');
  })();
  return built;
}

/**
 * Starts `count` nodes (1 to 3; the balancer's other lines name a port nobody listens on, which
 * its checks take out) and the balancer in front of them.
 */
export async function startCluster(
  services: ClusterServices,
  env: Record<string, string> = {},
  count = 3,
): Promise<Cluster> {
  const main = await builtServer();
  const schema = await createScratchSchema(services.databaseUrl);
  const bucket = await freshBucket();
  const shared = {
    ...s3StoreEnv(bucket),
    DATABASE_URL: urlWithSchema(services.databaseUrl, schema),
    REDIS_URL: services.redisUrl,
    // A key of the cluster's own: it also names the cluster's notices on the shared Redis.
    SECRET_KEY: randomBytes(32).toString('hex'),
    ADMIN_PASSWORD,
    HOST: '127.0.0.1',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    SHUTDOWN_DRAIN_SECONDS: '5',
    ...env,
  };
  const ports = [await freePort(), await freePort(), await freePort()];
  const folders = ports.slice(0, count).map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'console-node-')));
  const startNode = (index: number): ClusterNode => {
    const port = ports[index] as number;
    const process = runNode([main], { ...shared, PORT: String(port), DATA_DIR: folders[index] as string });
    return { port, url: `http://127.0.0.1:${port}`, process };
  };
  // The first node migrates and seeds the schema; the others start once it answers.
  const nodes = [startNode(0)];
  await untilReady(nodes[0] as ClusterNode);
  for (let index = 1; index < count; index += 1) nodes.push(startNode(index));
  await Promise.all(nodes.map(untilReady));

  const lbPort = await freePort();
  const haproxy = spawn('haproxy', ['-db', '-f', HAPROXY_CONFIG], {
    env: {
      PATH: String(process.env.PATH),
      CONSOLE_LB_BIND: `127.0.0.1:${lbPort}`,
      CONSOLE_NODE1: `127.0.0.1:${ports[0]}`,
      CONSOLE_NODE2: `127.0.0.1:${ports[1]}`,
      CONSOLE_NODE3: `127.0.0.1:${ports[2]}`,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const haproxyExited = once(haproxy, 'exit');
  let haproxyLog = '';
  haproxy.stderr.on('data', (chunk) => {
    haproxyLog += String(chunk);
  });
  const url = `http://127.0.0.1:${lbPort}`;
  await waitFor(
    'the load balancer',
    async () => (await fetch(`${url}/readyz`)).status === 200,
    () => haproxyLog,
  );
  // Lines of nodes not started are taken out after two failed checks: until then a request may find none.
  if (count < 3) await new Promise((resolve) => setTimeout(resolve, 3000));

  return {
    url,
    secretKey: shared.SECRET_KEY,
    nodes,
    async restart(index) {
      const node = startNode(index);
      nodes[index] = node;
      await untilReady(node);
    },
    async close() {
      haproxy.kill('SIGTERM');
      await Promise.all(nodes.map((node) => node.process.stop()));
      await haproxyExited;
      for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Waits until the node answers `/readyz` with 200. */
export async function untilReady(node: ClusterNode): Promise<void> {
  await waitFor(
    `node ${node.port}`,
    async () => (await fetch(`${node.url}/readyz`)).status === 200,
    () => node.process.output(),
  );
}

async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  output: () => string,
  limitMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not become ready:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
