import { ChannelGateway } from './channel-gateway';
import type { GatewayRuntime } from './gateway-work';
import { PollingGateway } from './polling-gateway';

/** How the simulated door panels behave. */
export interface PanelBehaviour {
  /** How long a door panel takes to register a face, in milliseconds. */
  delayMs: number;
  /** The share of faces the panels fail, from 0 to 1. */
  failShare: number;
  /** How many door panels the gateway drives. */
  panels: number;
  /** Seed of the draws (which faces fail, and why), so that a run can be repeated. */
  seed: number;
}

/** How a gateway reaches the console: holding the push channel, or polling over HTTP. */
export type Transport = 'channel' | 'http';

/** How simulated gateways run: where the console is, how they reach it, how their panels behave. */
export interface GatewayOptions extends PanelBehaviour {
  /** The console, e.g. http://localhost:8080. */
  url: string;
  transport: Transport;
  /** Polling: how often to send a heartbeat and sync, in milliseconds; unset: what the console asks. */
  pollMs?: number;
}

/** A gateway as its site was bound: its MAC address and the credential the console showed. */
export interface GatewayIdentity {
  mac: string;
  credential: string;
  siteId?: number;
}

export interface SimulatedGateway {
  /** Connects (in its turn on the ramp) and works until stopped or refused. */
  start(): void;
  stop(): void;
}

/**
 * A gateway of the transport asked for. `refused` is called once when the console refuses
 * it for good (its credential revoked, the site unbound or bound again): it has stopped.
 */
export function simulateGateway(
  options: GatewayOptions,
  identity: GatewayIdentity,
  runtime: GatewayRuntime,
  refused: () => void,
): SimulatedGateway {
  return options.transport === 'http'
    ? new PollingGateway(options, identity, runtime, refused)
    : new ChannelGateway(options, identity, runtime, refused);
}
