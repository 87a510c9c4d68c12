import { parseArgs } from 'node:util';
import type { GatewayOptions } from './simulated-gateway';

/** One gateway: its options, its MAC address and the credential the console showed when the site was bound. */
export interface SimulatorOptions extends GatewayOptions {
  mac: string;
  credential: string;
}

/** How a fleet signs in to create and bind its sites: an admin account, or a token of one. */
export type AdminSignIn = { accountName: string; password: string } | { token: string };

/** A fleet of gateways in one process. */
export interface FleetCommand extends GatewayOptions {
  /** How many gateways. */
  size: number;
  /** A JSON file of `{mac, credential, siteId?}`: read when it exists, written after the fleet bound its sites. */
  credentialsFile?: string;
  /** Sites to create and bind when the credentials file has fewer than `size`. */
  admin?: AdminSignIn;
  /** Connections opened per second at most. */
  rampPerSecond: number;
  /** How often the status line is printed, in seconds. */
  statusSeconds: number;
}

export type SimulatorCommand = { fleet: false; options: SimulatorOptions } | { fleet: true; options: FleetCommand };

export const USAGE = `Usage: npm run gateway -- --url <console> --mac <mac> --credential <credential> [options]
       npm run gateway -- --url <console> --fleet <count> (--credentials <file> | --admin <account> --password <password> | --token <token>)
                          [--credentials <file>] [--ramp 200] [--status 5] [options]
Options: [--http] [--delay 3000] [--fail-share 0] [--panels 2] [--poll <ms, with --http; default: the console's>] [--seed <number>]`;

const FLEET_ONLY = ['credentials', 'admin', 'password', 'token'] as const;

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
  fleet: { type: 'string' },
  credentials: { type: 'string' },
  admin: { type: 'string' },
  password: { type: 'string' },
  token: { type: 'string' },
  ramp: { type: 'string', default: '200' },
  status: { type: 'string', default: '5' },
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

/**
 * `--credential -AbC…` written as `--credential=-AbC…`: an option that takes a value takes the
 * next argument whatever it starts with (a credential is base64url, and one in 64 starts with a
 * dash, which parseArgs would otherwise refuse as ambiguous).
 */
function withValuesJoined(argv: string[]): string[] {
  const joined: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] as string;
    const name = argument.startsWith('--') && !argument.includes('=') ? argument.slice(2) : '';
    const next = argv[index + 1];
    const takesValue = (ARGUMENTS as Record<string, { type: string }>)[name]?.type === 'string';
    if (takesValue && next !== undefined) {
      joined.push(`${argument}=${next}`);
      index += 1;
    } else {
      joined.push(argument);
    }
  }
  return joined;
}

/** Reads the command line: one gateway, or a fleet with --fleet; throws an Error naming every problem. */
export function readCommand(argv: string[]): SimulatorCommand {
  const { values } = parseArgs({ args: withValuesJoined(argv), options: ARGUMENTS, strict: true });
  const problems = new Problems();
  const url = values.url ?? '';
  if (!/^https?:\/\/[^/]+/.test(url))
    problems.push(`--url must be the console's http:// or https:// address, got "${url}"`);
  const command: SimulatorCommand =
    values.fleet === undefined
      ? { fleet: false, options: { ...oneGateway(values, problems), ...gatewayOptions(values, problems) } }
      : { fleet: true, options: { ...fleetOf(values, problems), ...gatewayOptions(values, problems) } };
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return command;
}

function oneGateway(values: Values, problems: Problems): Pick<SimulatorOptions, 'mac' | 'credential'> {
  for (const name of FLEET_ONLY) if (values[name] !== undefined) problems.push(`--${name} goes with --fleet`);
  if (!/^([0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}$/.test(values.mac ?? '')) problems.push('--mac must be a MAC address');
  if (!values.credential) problems.push('--credential is required: the one shown when the site was bound');
  return { mac: values.mac ?? '', credential: values.credential ?? '' };
}

function fleetOf(values: Values, problems: Problems): Omit<FleetCommand, keyof GatewayOptions> {
  const size = Math.floor(problems.number('fleet', values.fleet, 1, 100_000));
  if (values.mac !== undefined || values.credential !== undefined) {
    problems.push("--mac and --credential are one gateway's: a fleet's come from --credentials or --admin");
  }
  const admin = adminSignIn(values, problems);
  if (!admin && !values.credentials) {
    problems.push('a fleet needs --credentials <file>, or --admin and --password (or --token) to bind its sites');
  }
  const rampPerSecond = problems.number('ramp', values.ramp, 1, 100_000);
  const statusSeconds = problems.number('status', values.status, 1, 3600);
  return { size, credentialsFile: values.credentials, admin, rampPerSecond, statusSeconds };
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

/** One gateway's options, or an Error naming every problem (a fleet's options among them). */
export function readOptions(argv: string[]): SimulatorOptions {
  const command = readCommand(argv);
  if (command.fleet) throw new Error('--fleet plays many gateways: read it with readCommand');
  return command.options;
}

function adminSignIn(values: Values, problems: Problems): AdminSignIn | undefined {
  if (values.token !== undefined) {
    if (values.admin !== undefined || values.password !== undefined) problems.push('--token or --admin, not both');
    return { token: values.token };
  }
  if (values.admin === undefined && values.password === undefined) return undefined;
  if (!values.admin || !values.password) problems.push('--admin and --password go together');
  return { accountName: values.admin ?? '', password: values.password ?? '' };
}
