import { performance } from 'node:perf_hooks';
import { type Fleet, type GatewayIdentity, startFleet } from '../../simulator/fleet';
import { bindFleetSites } from '../../simulator/fleet-sites';
import { percentile } from '../latency';
import { AdminClient, inParallel } from './admin-client';
import type { ConsoleUnderTest } from './console-process';
import type { WriteCounter } from './database-writes';
import { FaceWatch } from './face-watch';
import { benchPhoto, type MadeFace, makeFace, makeResident } from './fleet-faces';
import { tacticsOff } from './tactics-off';

export const PASSWORD = 'Bench#Fleet1';

/** What one configuration of the bench measured. */
export interface FleetFigures {
  label: string;
  /** Gateways of the measured fleet, in this process. */
  gateways: number;
  /** Gateways connected to the other node from a process of their own (two nodes), besides. */
  twin: number;
  connected: number;
  connectSeconds: number;
  idleCpuCores: number;
  idleRssMiB: number;
  /** What the connected fleet added to the console's memory. */
  fleetRssMiB: number;
  writesPerGatewayHour: number;
  apiLogRowsPerGatewayHour: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencySamples: number;
  heartbeatP99Ms: number;
  facesPerSecond: number;
  facesCreatedPerSecond: number;
}

export interface FleetRunOptions {
  label: string;
  /** Where the admin writes (node A). */
  writeNode: ConsoleUnderTest;
  /** Where the measured fleet connects (node B, or node A alone). */
  fleetNode: ConsoleUnderTest;
  gateways: number;
  idleSeconds: number;
  latencyFaces: number;
  throughputFaces: number;
  writes: WriteCounter;
  /** Gateways connected elsewhere besides the measured fleet (the second half of a two-node fleet). */
  elsewhere?: (gateways: GatewayIdentity[]) => Promise<{ stop(): Promise<void> }>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Binds the sites, connects the fleet, and measures it idle, then under faces. */
export async function runFleet(options: FleetRunOptions): Promise<FleetFigures> {
  const { writeNode, fleetNode, gateways } = options;
  const admin = new AdminClient(writeNode.address);
  await admin.signIn('admin', PASSWORD);
  await tacticsOff(admin);
  const numbers = Array.from({ length: gateways * (options.elsewhere ? 2 : 1) }, (_, index) => index + 1);
  const bound: GatewayIdentity[] = [];
  await bindFleetSites(writeNode.address, { accountName: 'admin', password: PASSWORD }, numbers, (gateway) =>
    bound.push(gateway),
  );
  const measured = bound.slice(0, gateways);
  const other = options.elsewhere ? await options.elsewhere(bound.slice(gateways)) : undefined;

  const watch = new FaceWatch();
  const unloaded = fleetNode.usage();
  const connectStart = performance.now();
  const fleet: Fleet = startFleet({
    url: fleetNode.address,
    gateways: measured,
    rampPerSecond: 500,
    delayMs: 20,
    panels: 4,
    failShare: 0,
    onFaceSeen: (id, at) => watch.onFaceSeen(id, at),
    onResult: (id, ok, at) => watch.onResult(id, ok, at),
  });
  try {
    const progress = setInterval(() => {
      const now = fleet.figures();
      console.log(`${options.label}: ${now.connected} of ${gateways} connected, ${now.errors} errors`);
    }, 10_000);
    await fleet.whenConnected(gateways, 300_000).finally(() => clearInterval(progress));
    const connectSeconds = (performance.now() - connectStart) / 1000;
    // The idle window starts once the connections' own traffic (their catch-up syncs) has been
    // written: a minute's device traffic is written two seconds after the minute ends.
    await sleep(60_000 - (Date.now() % 60_000) + 5000);

    await options.writes.start();
    const before = fleetNode.usage();
    await sleep(options.idleSeconds * 1000);
    const after = fleetNode.usage();
    const writes = await options.writes.seen();
    // Per gateway of the whole deployment: the database counts the writes of both halves.
    const everyGateway = gateways * (options.elsewhere ? 2 : 1);
    const perGatewayHour = (count: number) => (count / everyGateway) * (3600 / options.idleSeconds);

    const heartbeats = await heartbeatLatencies(fleetNode.address, measured.slice(0, 200));
    const photo = await benchPhoto();
    const siteIds = measured.map((gateway) => gateway.siteId ?? 0);
    const spread = (count: number) =>
      Array.from({ length: count }, (_, index) => siteIds[Math.floor((index * siteIds.length) / count)] ?? 0);

    const residentsOf = (count: number) => inParallel(spread(count), 8, (siteId) => makeResident(admin, siteId));
    const latencyResidents = await residentsOf(options.latencyFaces);
    const throughputResidents = await residentsOf(options.throughputFaces);
    const latencyFaces = await inParallel(latencyResidents, 2, (resident) => makeFace(admin, resident, photo));
    await watch.until(watch.seenAt, ids(latencyFaces), 60_000);
    const latencies = latencyFaces.flatMap((face) => {
      const seen = watch.seenAt.get(face.faceId);
      return seen === undefined ? [] : [seen - face.sentAt];
    });

    const throughputStart = performance.now();
    const made = await inParallel(throughputResidents, 16, (resident) => makeFace(admin, resident, photo));
    const createdSeconds = (performance.now() - throughputStart) / 1000;
    await watch.until(watch.resultAt, ids(made), 120_000);
    const lastResult = Math.max(...made.map((face) => watch.resultAt.get(face.faceId) ?? Number.NaN));

    return {
      label: options.label,
      gateways,
      twin: options.elsewhere ? gateways : 0,
      connected: fleet.figures().connected,
      connectSeconds,
      idleCpuCores: (after.cpuSeconds - before.cpuSeconds) / options.idleSeconds,
      idleRssMiB: after.rssBytes / 2 ** 20,
      fleetRssMiB: (after.rssBytes - unloaded.rssBytes) / 2 ** 20,
      writesPerGatewayHour: perGatewayHour(writes.rowWrites),
      apiLogRowsPerGatewayHour: perGatewayHour(writes.apiLogRows),
      latencyP50Ms: percentile(latencies, 0.5),
      latencyP99Ms: percentile(latencies, 0.99),
      latencySamples: latencies.length,
      heartbeatP99Ms: percentile(heartbeats, 0.99),
      facesPerSecond: made.length / ((lastResult - throughputStart) / 1000),
      facesCreatedPerSecond: made.length / createdSeconds,
    };
  } finally {
    await fleet.stop();
    await other?.stop();
  }
}

function ids(faces: MadeFace[]): number[] {
  return faces.map((face) => face.faceId);
}

/** HTTP heartbeats of some of the fleet's gateways while the fleet is connected: each call's time. */
async function heartbeatLatencies(address: string, gateways: GatewayIdentity[]): Promise<number[]> {
  return inParallel(gateways, 4, async (gateway) => {
    const started = performance.now();
    const answer = await fetch(`${address}/device/v1/heartbeat`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${gateway.credential}`,
        'x-gateway-mac': gateway.mac,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    await answer.arrayBuffer();
    return performance.now() - started;
  });
}
