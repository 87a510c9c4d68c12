import { readCredentials, writeCredentials } from './credentials-file';
import { type Fleet, startFleet } from './fleet';
import { bindFleetSites } from './fleet-sites';
import { logEvent } from './log';
import type { FleetCommand } from './options';
import type { GatewayIdentity } from './simulated-gateway';

/**
 * `npm run gateway -- --fleet <N>`: the gateways from the credentials file, the sites
 * missing bound first when an admin is given (and the file written again), then the
 * fleet, with a status line every `--status` seconds. `refused` is called when every gateway
 * has been refused for good.
 */
export async function runFleetCommand(command: FleetCommand, refused: () => void): Promise<Fleet> {
  const gateways = await fleetGateways(command);
  const { url, size, transport, rampPerSecond, delayMs, failShare, panels, seed } = command;
  logEvent('starting', { console: url, fleet: size, transport, ramp: rampPerSecond, panels, delayMs, failShare, seed });
  const fleet = startFleet({ ...command, gateways });
  const status = () => logEvent('fleet', { ...fleet.figures() });
  const timer = setInterval(status, command.statusSeconds * 1000);
  void fleet.allRefused.then(() => {
    clearInterval(timer);
    status();
    refused();
  });
  return {
    ...fleet,
    stop: async () => {
      clearInterval(timer);
      await fleet.stop();
      status();
    },
  };
}

/** The fleet's gateways: the first `size` of the credentials file, the missing ones bound through the admin API. */
async function fleetGateways(command: FleetCommand): Promise<GatewayIdentity[]> {
  const { credentialsFile: file, size, admin } = command;
  const known = file ? readCredentials(file) : [];
  if (known.length >= size) return known.slice(0, size);
  if (!admin) throw new Error(`${file} holds ${known.length} gateways, --fleet asks ${size}: give --admin or --token`);
  // In the order of their numbers, whatever the order they were bound in.
  const fresh: GatewayIdentity[] = [];
  const numbers = Array.from({ length: size - known.length }, (_, index) => known.length + index + 1);
  try {
    await bindFleetSites(command.url, admin, numbers, (gateway, number) => {
      fresh[number - known.length - 1] = gateway;
    });
  } finally {
    const bound = fresh.filter(Boolean);
    if (file && bound.length > 0) writeCredentials(file, [...known, ...bound]);
    logEvent('bound', { sites: bound.length, file });
  }
  return [...known, ...fresh];
}
