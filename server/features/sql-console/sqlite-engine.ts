import type { ChildProcess } from 'node:child_process';
import { READER_MEMORY_TEXT, statementTooLarge } from './console-limits';
import { type ConsoleEngine, ConsoleRefusal, type ConsoleResult, type SchemaTable } from './console-refusal';
import { startReaderProcess } from './reader-process';
import type { SecretColumnSet } from './secret-columns';
import type { ChildReply, ChildRequest } from './sqlite-reader-child';

export interface SqliteEngineOptions {
  file: string;
  secrets: SecretColumnSet;
  timeoutMs: number;
}

type ChildAsk = { kind: 'run'; sql: string; maxRows: number; explain: boolean } | { kind: 'schema' };

type Pending = { worker: ChildProcess; resolve: (reply: ChildReply) => void; reject: (error: Error) => void };

/** Why the reader process ended under a statement: out of its memory (the runtime aborts it then), or not said. */
function endedUnderStatement(signal: NodeJS.Signals | null): ConsoleRefusal {
  return signal === 'SIGABRT'
    ? statementTooLarge('the SQL console process ran out of memory', READER_MEMORY_TEXT)
    : new ConsoleRefusal('engine', 'the SQL console process ended');
}

/**
 * Console statements on SQLite, in one long-lived child process with a read-only
 * connection, one statement at a time. A statement past the time limit is stopped by
 * killing the child with SIGKILL (a thread cannot stop a running SQLite statement);
 * the next statement starts a new child.
 */
export function openSqliteEngine(options: SqliteEngineOptions): ConsoleEngine {
  let child: ChildProcess | undefined;
  let pending: Pending | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let nextId = 0;

  let starting: Promise<ChildProcess> | undefined;
  let closed = false;

  /** A child that is ready, started now when there is none (one start at a time). */
  const readyChild = (): Promise<ChildProcess> => {
    if (child) return Promise.resolve(child);
    starting ??= launch().finally(() => {
      starting = undefined;
    });
    return starting;
  };

  /** Starts a child and waits until it is ready; its answers settle the statement it runs. */
  const launch = async (): Promise<ChildProcess> => {
    const reader = startReaderProcess(options.file, options.secrets);
    try {
      await reader.ready;
    } catch (error) {
      throw new ConsoleRefusal('engine', error instanceof Error ? error.message : String(error));
    }
    const started = reader.process;
    if (closed) {
      started.kill('SIGKILL');
      throw new ConsoleRefusal('engine', 'the SQL console is closed');
    }
    // Answers and ends concern only the statement this child runs (a killed child may end after its successor started).
    const waitingHere = () => (pending?.worker === started ? pending : undefined);
    started.on('message', (reply: ChildReply) => {
      const waiting = waitingHere();
      pending = undefined;
      waiting?.resolve(reply);
    });
    started.on('exit', (_code, signal) => {
      if (child === started) child = undefined;
      const waiting = waitingHere();
      if (waiting) pending = undefined;
      waiting?.reject(endedUnderStatement(signal));
    });
    child = started;
    return started;
  };

  /** Sends one request to a ready child; the time limit runs from the moment it is sent. */
  const send = (worker: ChildProcess, request: ChildAsk) =>
    new Promise<ChildReply>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending = undefined;
        if (child === worker) child = undefined;
        worker.kill('SIGKILL');
        // The next statement finds its child ready rather than waiting for one to load.
        readyChild().catch(() => undefined);
        reject(new ConsoleRefusal('timeout', `stopped after ${options.timeoutMs} ms`));
      }, options.timeoutMs);
      pending = {
        worker,
        resolve: (reply) => {
          clearTimeout(timer);
          resolve(reply);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      nextId += 1;
      worker.send({ ...request, id: nextId } as ChildRequest);
    });

  const ask = (request: ChildAsk): Promise<ChildReply> => {
    const turn = queue.then(async () => send(await readyChild(), request));
    queue = turn.catch(() => undefined);
    return turn;
  };

  const answerOf = async <T>(request: ChildAsk): Promise<T> => {
    const reply = await ask(request);
    if (!reply.ok) throw new ConsoleRefusal(reply.reason as ConsoleRefusal['reason'], reply.message);
    return reply.result as T;
  };

  return {
    run: (sql, maxRows, explain) => answerOf<ConsoleResult>({ kind: 'run', sql, maxRows, explain }),
    schema: () => answerOf<SchemaTable[]>({ kind: 'schema' }),
    async close() {
      closed = true;
      const running = child;
      child = undefined;
      running?.kill('SIGKILL');
    },
  };
}
