import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { READER_MEMORY_KIB } from './console-limits';
import type { SecretColumnSet } from './secret-columns';

/** How long a new reader process may take to load and open the database; its statements' time limit starts after. */
const STARTUP_LIMIT_MS = 30_000;

export interface ReaderProcess {
  process: ChildProcess;
  /** Settles once the child has opened the database (it says `{ ready: true }`), or failed to. */
  ready: Promise<void>;
}

/**
 * Starts the child process that runs SQLite console statements on a read-only connection
 * of its own, its memory capped by the system (`ulimit -d`, READER_MEMORY_BYTES): SQLite
 * answers "out of memory" to a statement that would build more, and the process ends
 * rather than grow when a value too large reaches JavaScript.
 */
export function startReaderProcess(file: string, secrets: SecretColumnSet): ReaderProcess {
  const here = import.meta.url;
  const typescript = here.endsWith('.ts');
  const script = fileURLToPath(new URL(`./sqlite-reader-child.${typescript ? 'ts' : 'js'}`, here));
  // The child runs the TypeScript source through tsx's loader, as the server does.
  const execArgv = typescript ? ['--import', pathToFileURL(createRequire(here).resolve('tsx')).href] : [];
  const node = [process.execPath, ...execArgv, script, file, JSON.stringify(secrets.columns)];
  // Without its memory cap the child does not start: the console refuses statements rather than run them uncapped.
  const child = spawn('/bin/sh', ['-c', `ulimit -d ${READER_MEMORY_KIB} && exec "$@"`, 'sql-console-reader', ...node], {
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the SQL console process did not start within ${STARTUP_LIMIT_MS} ms`));
    }, STARTUP_LIMIT_MS);
    const settle = (error?: Error) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    };
    const onMessage = (message: { ready?: boolean }) => {
      if (message?.ready) settle();
    };
    const onExit = () => settle(new Error('the SQL console process ended before it was ready'));
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
  return { process: child, ready };
}
