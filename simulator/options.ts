import { parseArgs } from 'node:util';

/** How the simulated gateway runs, from its command line. */
export interface SimulatorOptions {
  /** The console, e.g. http://localhost:8080. */
  url: string;
  /** The gateway's MAC address, as the site was bound with. */
  mac: string;
  /** The credential the console showed when the site was bound. */
  credential: string;
  /** How long a door panel takes to register a face, in milliseconds. */
  delayMs: number;
  /** The share of faces the panels fail, from 0 to 1. */
  failShare: number;
  /** How many door panels the gateway drives. */
  panels: number;
  /** How often to send a heartbeat and sync, in milliseconds; unset: what the console asks. */
  pollMs?: number;
  /** Seed of the draws (which faces fail, and why), so that a run can be repeated. */
  seed: number;
}

export const USAGE = `Usage: npm run gateway -- --url <console> --mac <mac> --credential <credential>
  [--delay 3000] [--fail-share 0] [--panels 2] [--poll <ms, default: the console's>] [--seed <number>]`;

/** Reads the options, or throws an Error naming every problem. */
export function readOptions(argv: string[]): SimulatorOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      url: { type: 'string' },
      mac: { type: 'string' },
      credential: { type: 'string' },
      delay: { type: 'string', default: '3000' },
      'fail-share': { type: 'string', default: '0' },
      panels: { type: 'string', default: '2' },
      poll: { type: 'string' },
      seed: { type: 'string' },
    },
    strict: true,
  });
  const problems: string[] = [];
  const number = (name: string, text: string | undefined, min: number, max: number): number => {
    const value = Number(text);
    if (text === undefined || text.trim() === '' || !Number.isFinite(value) || value < min || value > max) {
      problems.push(`--${name} must be a number from ${min} to ${max}, got "${text}"`);
    }
    return value;
  };
  const url = values.url ?? '';
  if (!/^https?:\/\/[^/]+/.test(url))
    problems.push(`--url must be the console's http:// or https:// address, got "${url}"`);
  if (!/^([0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}$/.test(values.mac ?? '')) problems.push('--mac must be a MAC address');
  if (!values.credential) problems.push('--credential is required: the one shown when the site was bound');
  const options: SimulatorOptions = {
    url: url.replace(/\/+$/, ''),
    mac: values.mac ?? '',
    credential: values.credential ?? '',
    delayMs: number('delay', values.delay, 0, 3_600_000),
    failShare: number('fail-share', values['fail-share'], 0, 1),
    panels: Math.floor(number('panels', values.panels, 1, 64)),
    pollMs: values.poll === undefined ? undefined : number('poll', values.poll, 100, 3_600_000),
    seed: values.seed === undefined ? Date.now() % 2 ** 31 : Math.floor(number('seed', values.seed, 0, 2 ** 31)),
  };
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return options;
}
