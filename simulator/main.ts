import { loggedEvents } from './gateway-events';
import { gatewayRuntime } from './gateway-runtime';
import { logEvent } from './log';
import { readOptions, type SimulatorOptions, USAGE } from './options';
import { simulateGateway } from './simulated-gateway';

/**
 * The gateway simulator: `npm run gateway -- --url <console> --mac <mac> --credential
 * <credential>` plays one gateway and logs one line per event. It stops cleanly on
 * SIGINT or SIGTERM (exit 0); refused for good by the console, with 1; bad options
 * exit with 2.
 */
let options: SimulatorOptions;
try {
  options = readOptions(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
  process.exit(2);
}

const gateway = simulateGateway(options, options, gatewayRuntime(loggedEvents), () => process.exit(1));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    gateway.stop();
    logEvent('stopped', { signal });
    process.exit(0);
  });
}
const { url, mac, transport, delayMs, failShare, panels, pollMs, seed } = options;
logEvent('starting', { console: url, mac, transport, panels, delayMs, failShare, pollMs, seed });
gateway.start();
