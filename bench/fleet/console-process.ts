import { readFileSync } from 'node:fs';
import { freePort, runServer, type ServerProcess, until } from '../../tests/support/server-process';

/** What the console's process uses: CPU seconds so far and resident memory. */
export interface ProcessUsage {
  cpuSeconds: number;
  rssBytes: number;
}

/** The console in a process of its own, so that its CPU and memory are its alone. */
export interface ConsoleUnderTest {
  address: string;
  usage(): ProcessUsage;
  stop(): Promise<void>;
}

const TICKS_PER_SECOND = 100;

/** CPU (user + system) and RSS of a process, from /proc. */
export function usageOf(pid: number): ProcessUsage {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return { cpuSeconds, rssBytes: Number(rss ?? 0) * 1024 };
}

/** Starts server/main.ts with `env` on a free port and waits until it is ready. */
export async function startConsole(env: Record<string, string>): Promise<ConsoleUnderTest> {
  const port = await freePort();
  const server: ServerProcess = runServer({ HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env });
  const address = `http://127.0.0.1:${port}`;
  try {
    await until('the console to be ready', async () => {
      const answer = await fetch(`${address}/readyz`).catch(() => undefined);
      return answer?.ok ? true : undefined;
    });
  } catch (error) {
    await server.stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${server.output().slice(-3000)}`);
  }
  const pid = server.process.pid ?? 0;
  return {
    address,
    usage: () => usageOf(pid),
    stop: async () => {
      await server.stop();
    },
  };
}
