import { type ChildProcess, spawn } from 'node:child_process';
import { ROOT } from './console-server';

export interface SimulatorOptions {
  /** The console the gateway speaks to. */
  url: string;
  mac: string;
  credential: string;
  /** How long its door panels take to register a face. */
  delayMs?: number;
  /** The share of faces its panels refuse, 0 to 1. */
  failShare?: number;
  /** Polls the HTTP device API this often instead of holding the push channel (its default). */
  pollMs?: number;
  /** Seed of its draws, so that a run can be repeated. */
  seed?: number;
}

export interface RunningSimulator {
  /** What the process has printed so far, for a failing test to show. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The gateway simulator as a real process, started the way docs/device-api.md says
 * (`npm run gateway -- …`), in a process group of its own so that stopping it ends npm
 * and the simulator under it together.
 */
export function startGatewaySimulator(options: SimulatorOptions): RunningSimulator {
  const args = ['run', 'gateway', '--', '--url', options.url, '--mac', options.mac, '--credential', options.credential];
  if (options.delayMs !== undefined) args.push('--delay', String(options.delayMs));
  if (options.failShare !== undefined) args.push('--fail-share', String(options.failShare));
  if (options.pollMs !== undefined) args.push('--http', '--poll', String(options.pollMs));
  if (options.seed !== undefined) args.push('--seed', String(options.seed));
  const child: ChildProcess = spawn('npm', args, { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    output: () => printed,
    stop: async () => {
      if (child.exitCode !== null || child.pid === undefined) return;
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}
