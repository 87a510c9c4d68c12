import { DeviceClient } from './device-client';
import type { GatewayRuntime, GatewayWork } from './gateway-work';
import type { GatewayIdentity, GatewayOptions, SimulatedGateway } from './simulated-gateway';

/**
 * What a gateway is whichever way it reaches the console: its device client (HTTP, with
 * its credential and MAC address), its work, and how it stops, by itself or when the
 * console refuses it for good.
 */
export abstract class GatewayBase implements SimulatedGateway {
  protected readonly client: DeviceClient;
  protected abstract readonly work: GatewayWork;
  protected stopped = false;

  constructor(
    protected readonly options: GatewayOptions,
    identity: GatewayIdentity,
    protected readonly runtime: GatewayRuntime,
    private readonly onRefused: () => void,
  ) {
    this.client = new DeviceClient(options.url, identity.mac, identity.credential);
  }

  abstract start(): void;

  stop(): void {
    this.stopped = true;
    this.work.stop();
  }

  /** The console will not take this gateway any more (`code`: its refusal or close code): it stops. */
  protected refused(code: number, message: string): void {
    this.runtime.events.refused(code, message);
    this.stop();
    this.onRefused();
  }
}
