import { parseArgs } from 'node:util';
import type { GatewayOptions } from './simulated-gateway';

/** One gateway: its options, its MAC address and the credential the console showed when the site was bound. */
export interface SimulatorOptions extends GatewayOptions {
  mac: string;
  credential: string;
}

export const USAGE = `Usage: npm run gateway -- --url <console> --mac <mac> --credential <credential>
  [--http] [--delay 3000] [--fail-share 0] [--panels 2] [--poll <ms, with --http; default: the console's>] [--seed <number>]`;

const ARGUMENTS = {
  url: { type: 'string' },
  mac: { type: 'string' },
  credential: { type: 'string' },
  http: { type: 'boolean', default: false },
  delay: { type: 'string', default: '3000' },
  'fail-share': { type: 'string', default: '0' },
  panels: { type: 'string', default: '2' },
  poll: { type: 'string' },
  seed: { type: 'string' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof ARGUMENTS; strict: true }>>['values'];

/** The problems found so far, each named as the user should read it. */
class Problems extends Array<string> {
  /** The number in `text`, a problem when it is none or outside `min`..`max`. */
  number(name: string, text: string | undefined, min: number, max: number): number {
    const value = Number(text);
    if (text === undefined || text.trim() === '' || !Number.isFinite(value) || value < min || value > max) {
      this.push(`--${name} must be a number from ${min} to ${max}, got "${text}"`);
    }
    return value;
  }
}

/** Reads the command line, or throws an Error naming every problem. */
export function readOptions(argv: string[]): SimulatorOptions {
  const { values } = parseArgs({ args: argv, options: ARGUMENTS, strict: true });
  const problems = new Problems();
  const url = values.url ?? '';
  if (!/^https?:\/\/[^/]+/.test(url))
    problems.push(`--url must be the console's http:// or https:// address, got "${url}"`);
  if (!/^([0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}$/.test(values.mac ?? '')) problems.push('--mac must be a MAC address');
  if (!values.credential) problems.push('--credential is required: the one shown when the site was bound');
  const options = { mac: values.mac ?? '', credential: values.credential ?? '', ...gatewayOptions(values, problems) };
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return options;
}

function gatewayOptions(values: Values, problems: Problems): GatewayOptions {
  const options: GatewayOptions = {
    url: (values.url ?? '').replace(/\/+$/, ''),
    transport: values.http ? 'http' : 'channel',
    delayMs: problems.number('delay', values.delay, 0, 3_600_000),
    failShare: problems.number('fail-share', values['fail-share'], 0, 1),
    panels: Math.floor(problems.number('panels', values.panels, 1, 64)),
    pollMs: values.poll === undefined ? undefined : problems.number('poll', values.poll, 100, 3_600_000),
    seed:
      values.seed === undefined ? Date.now() % 2 ** 31 : Math.floor(problems.number('seed', values.seed, 0, 2 ** 31)),
  };
  if (options.pollMs !== undefined && !values.http) problems.push('--poll goes with --http: the channel needs no poll');
  return options;
}
