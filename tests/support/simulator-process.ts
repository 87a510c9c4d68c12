import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import type { BoundGateway } from './gateways';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface Simulator {
  process: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * The real simulator process (`npm run gateway` runs the same file with tsx), against
 * the test server listening on a real port. Node loads tsx itself here, so the signals
 * reach the simulator directly rather than through the tsx command's relay.
 */
export function runSimulator(url: string, gateway: BoundGateway, extra: string[] = []): Simulator {
  return runSimulatorWith(url, ['--mac', gateway.mac, '--credential', gateway.credential, ...extra]);
}

/** The real simulator process with `args` after `--url` (a fleet's, for one). */
export function runSimulatorWith(url: string, args: string[]): Simulator {
  const child = spawn(process.execPath, ['--import', 'tsx', 'simulator/main.ts', '--url', url, ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return {
    process: child,
    exited,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
