import { SimulatedGateway } from './gateway';
import { logEvent } from './log';
import { readOptions, type SimulatorOptions, USAGE } from './options';

/**
 * The gateway simulator: `npm run gateway -- --url <console> --mac <mac> --credential
 * <credential>`. It speaks only HTTP to the console, logs one line per event and
 * stops cleanly on SIGINT or SIGTERM.
 */
let options: SimulatorOptions;
try {
  options = readOptions(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
  process.exit(2);
}

const gateway = new SimulatedGateway(options, (code) => process.exit(code));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    gateway.stop();
    logEvent('stopped', { signal });
    process.exit(0);
  });
}
const { url, mac, delayMs, failShare, panels, pollMs, seed } = options;
logEvent('starting', { console: url, mac, panels, delayMs, failShare, pollMs, seed });
void gateway.start();
