import { type FaceListener, FleetCounts, type FleetFigures } from './fleet-counts';
import { gatewayRuntime } from './gateway-runtime';
import {
  type GatewayIdentity,
  type PanelBehaviour,
  type SimulatedGateway,
  simulateGateway,
  type Transport,
} from './simulated-gateway';

export type { FleetFigures } from './fleet-counts';
export type { GatewayIdentity } from './simulated-gateway';

/** A fleet to start in this process: its gateways, how they reach the console, how their panels behave. */
export interface FleetOptions extends Partial<PanelBehaviour>, FaceListener {
  /** The console, e.g. http://127.0.0.1:8080. */
  url: string;
  /** One gateway each, as its site was bound. */
  gateways: GatewayIdentity[];
  /** `channel` (the default) or `http` (polling). */
  transport?: Transport;
  /** Connections opened per second at most (200). */
  rampPerSecond?: number;
  /** Polling only: how often each gateway polls (by default what the console asks). */
  pollMs?: number;
}

/** A running fleet. */
export interface Fleet {
  /** What the fleet has done so far. */
  figures(): FleetFigures;
  /** Resolves once `count` gateways (all of them by default) are connected; rejects after `limitMs`. */
  whenConnected(count?: number, limitMs?: number): Promise<void>;
  /** Resolves when every gateway has been refused for good (and so stopped). */
  readonly allRefused: Promise<void>;
  /** Stops every gateway and closes its connection; resolves once they are closed (or after a few seconds). */
  stop(): Promise<void>;
}

const DEFAULTS: PanelBehaviour = { delayMs: 3000, failShare: 0, panels: 2, seed: 1 };
const LOOK_MS = 100;
const CLOSE_WAIT_MS = 5000;

/**
 * Plays `options.gateways` in this process, each with its own door panels (gateway n
 * draws its failures from `seed + n`), connecting on a ramp. One timetable, one ramp
 * and one HTTP agent serve them all, and they report to counts, not to the log:
 * `onFaceSeen(faceId, at)` when a gateway first takes a registering face (at each
 * version), `onResult(faceId, ok, at)` when the console answered its result, `at`
 * being `performance.now()`.
 */
export function startFleet(options: FleetOptions): Fleet {
  const behaviour = { ...DEFAULTS, ...definedOnly(options) };
  const counts = new FleetCounts(options.gateways.length, options);
  const runtime = gatewayRuntime(counts, options.rampPerSecond);
  let refused = 0;
  let allRefused = () => {};
  const allRefusedPromise = new Promise<void>((resolve) => {
    allRefused = resolve;
  });
  const gateways: SimulatedGateway[] = options.gateways.map((identity, index) =>
    simulateGateway(
      {
        ...behaviour,
        url: options.url.replace(/\/+$/, ''),
        transport: options.transport ?? 'channel',
        pollMs: options.pollMs,
        seed: behaviour.seed + index,
      },
      identity,
      runtime,
      () => {
        refused += 1;
        if (refused === gateways.length) allRefused();
      },
    ),
  );
  for (const gateway of gateways) gateway.start();

  const until = (done: () => boolean, limitMs: number, what: string) =>
    new Promise<void>((resolve, reject) => {
      const started = Date.now();
      const look = () => {
        if (done()) resolve();
        else if (Date.now() - started >= limitMs) reject(new Error(`${what} within ${limitMs} ms`));
        else setTimeout(look, LOOK_MS);
      };
      look();
    });

  return {
    figures: () => counts.now(),
    whenConnected: (count = gateways.length, limitMs = 60_000) =>
      until(() => counts.connected >= count, limitMs, `not ${count} gateways connected`),
    allRefused: allRefusedPromise,
    stop: async () => {
      for (const gateway of gateways) gateway.stop();
      await until(() => counts.connected <= 0, CLOSE_WAIT_MS, 'connections not closed').catch(() => {});
      runtime.timetable.stop();
    },
  };
}

/** The panel options given, without the keys set to undefined (which would hide the defaults). */
function definedOnly(options: FleetOptions): Partial<PanelBehaviour> {
  const { delayMs, failShare, panels, seed } = options;
  return Object.fromEntries(
    Object.entries({ delayMs, failShare, panels, seed }).filter(([, value]) => value !== undefined),
  ) as Partial<PanelBehaviour>;
}
