import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CheckAnswer, CheckJob } from './check-worker';
import type { PhotoVerdict, TacticSetting } from './photo-check';
import { PhotoUnreadable } from './photo-measures';

/** A check that takes longer than this has hung: its thread is replaced. */
const JOB_TIMEOUT_MS = 60_000;

interface PendingJob {
  job: CheckJob;
  resolve(verdict: PhotoVerdict): void;
  reject(error: Error): void;
}

interface PoolThread {
  worker: Worker;
  current?: PendingJob & { timer: NodeJS.Timeout };
}

/**
 * Runs photo checks on worker threads, so decoding and face detection never hold the
 * event loop: the API answers other calls meanwhile. Threads start on the first photo
 * (a server that never sees one loads no model) and each keeps its face detector; a
 * thread that fails or hangs is replaced. Under tsx (npm start, tests) the worker is
 * TypeScript and is loaded through tsx's loader; compiled, the .js beside this file.
 */
export class PhotoCheckPool {
  private readonly threads: PoolThread[] = [];
  private readonly queue: PendingJob[] = [];
  private nextId = 1;
  private closed = false;

  constructor(readonly size: number) {}

  check(file: string, tactics: readonly TacticSetting[]): Promise<PhotoVerdict> {
    if (this.closed) return Promise.reject(new Error('The photo check pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { id: this.nextId++, file, tactics: [...tactics] }, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error('The photo check pool closed'));
    await Promise.all(
      this.threads.splice(0).map((thread) => this.stop(thread, new Error('The photo check pool closed'))),
    );
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const thread = this.threads.find((candidate) => !candidate.current) ?? this.startThread();
      if (!thread) return;
      const pending = this.queue.shift() as PendingJob;
      const timer = setTimeout(() => this.replace(thread, new Error('A photo check took too long')), JOB_TIMEOUT_MS);
      thread.current = { ...pending, timer };
      thread.worker.ref();
      thread.worker.postMessage(pending.job);
    }
  }

  private startThread(): PoolThread | undefined {
    if (this.threads.length >= this.size) return undefined;
    const thread: PoolThread = { worker: spawnWorker() };
    thread.worker.on('message', (answer: CheckAnswer) => this.settle(thread, answer));
    thread.worker.on('error', (error) => this.replace(thread, error));
    thread.worker.on('exit', (code) => this.replace(thread, new Error(`A photo check thread stopped (${code})`)));
    this.threads.push(thread);
    return thread;
  }

  private settle(thread: PoolThread, answer: CheckAnswer): void {
    const pending = thread.current;
    if (!pending || pending.job.id !== answer.id) return;
    clearTimeout(pending.timer);
    thread.current = undefined;
    // An idle thread does not keep the process alive.
    thread.worker.unref();
    if ('verdict' in answer) pending.resolve(answer.verdict);
    else if ('unreadable' in answer) pending.reject(new PhotoUnreadable(answer.unreadable));
    else pending.reject(new Error(`A photo check failed: ${answer.failure}`));
    this.dispatch();
  }

  /** Drops a thread that failed or hung; its job fails, the queue goes on with a new thread. */
  private replace(thread: PoolThread, error: Error): void {
    const index = this.threads.indexOf(thread);
    if (index < 0) return;
    this.threads.splice(index, 1);
    void this.stop(thread, error);
    if (!this.closed) this.dispatch();
  }

  private async stop(thread: PoolThread, error: Error): Promise<void> {
    const pending = thread.current;
    thread.current = undefined;
    if (pending) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    thread.worker.removeAllListeners();
    thread.worker.on('error', () => {});
    await thread.worker.terminate();
  }
}

/** tsx's ESM API (`register`), found through its package's exports as an `import` would find it. */
function tsxApiUrl(from: string): string {
  const manifest = createRequire(from).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: Record<string, { import?: { default?: string } }>;
  };
  const entry = exports['./esm/api']?.import?.default;
  if (!entry)
    throw new Error('tsx does not export ./esm/api for import; the photo check threads cannot load TypeScript');
  return pathToFileURL(path.join(path.dirname(manifest), entry)).href;
}

function spawnWorker(): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./check-worker.js', here));
  // A worker does not inherit the tsx loader; it registers it before importing the TypeScript worker.
  const worker = new URL('./check-worker.ts', here).href;
  const bootstrap = `import(${JSON.stringify(tsxApiUrl(here))}).then(({ register }) => { register(); return import(${JSON.stringify(worker)}); });`;
  return new Worker(bootstrap, { eval: true });
}
