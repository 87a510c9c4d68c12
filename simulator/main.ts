import { runFleetCommand } from './fleet-command';
import { loggedEvents } from './gateway-events';
import { gatewayRuntime } from './gateway-runtime';
import { logEvent } from './log';
import { readCommand, type SimulatorCommand, type SimulatorOptions, USAGE } from './options';
import { simulateGateway } from './simulated-gateway';

/**
 * The gateway simulator: `npm run gateway -- --url <console> --mac <mac> --credential
 * <credential>` plays one gateway and logs one line per event; `--fleet <N>` plays N and
 * prints their counts. Both stop cleanly on SIGINT or SIGTERM (exit 0); a gateway the
 * console refuses for good stops with 1 (a fleet, once all are), as does a fleet that
 * cannot bind its sites; bad options exit with 2.
 */
let command: SimulatorCommand;
try {
  command = readCommand(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
  process.exit(2);
}

let stop: () => unknown = () => {};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await stop();
    logEvent('stopped', { signal });
    process.exit(0);
  });
}

if (command.fleet) {
  runFleetCommand(command.options, () => process.exit(1)).then(
    (fleet) => {
      stop = fleet.stop;
    },
    (error: unknown) => {
      logEvent('error', { message: error instanceof Error ? error.message : String(error) });
      process.exit(1);
    },
  );
} else {
  runGateway(command.options);
}

function runGateway(options: SimulatorOptions): void {
  const gateway = simulateGateway(options, options, gatewayRuntime(loggedEvents), () => process.exit(1));
  stop = () => gateway.stop();
  const { url, mac, transport, delayMs, failShare, panels, pollMs, seed } = options;
  logEvent('starting', { console: url, mac, transport, panels, delayMs, failShare, pollMs, seed });
  gateway.start();
}
