import { createReadStream } from 'node:fs';
import { Unzip, type UnzipFile, UnzipInflate, UnzipPassThrough } from 'fflate';
import { Code } from '../../../contract/errors';
import { ApiError } from '../../http/api-error';
import { describeBytes } from '../uploads';
import type { ImportLimits } from './import-limits';

/** What to do with one entry of an archive: undefined skips it (its bytes are never kept). */
export interface EntryRule {
  /** The entry is refused (413) as soon as it inflates past this. */
  maxBytes: number;
  /** How many of its first bytes to hand over: all of it, or a head (a sheet's dimension). */
  keepBytes: number;
}

export type EntryReceiver = (name: string, bytes: Buffer) => void | Promise<void>;

/** Small reads keep what one deflated chunk may expand to in one call (about a thousandfold) within a few MB. */
const READ_CHUNK = 16 * 1024;

/**
 * Reads a zip archive as it streams from disk, inflating the entries `ruleOf` wants
 * under caps: bytes per entry, bytes in all, inflated bytes per compressed byte read
 * (once past a floor), and entries listed. A zip bomb is stopped at the first cap it
 * passes, with 413 naming the cap, before anything is kept; a file that is not a
 * readable zip is 400. Entry names are only compared, never used as paths.
 */
export async function readArchive(
  file: string,
  limits: ImportLimits,
  ruleOf: (name: string) => EntryRule | undefined,
  receive: EntryReceiver,
): Promise<void> {
  let failure: ApiError | undefined;
  let compressed = 0;
  let inflated = 0;
  let entries = 0;
  const finished: { name: string; bytes: Buffer }[] = [];
  const fail = (problem: ApiError) => {
    failure ??= problem;
  };

  /** Counts `chunk` bytes more of an entry now `size` bytes long; false once a cap is passed. */
  const count = (name: string, chunk: number, size: number, max: number): boolean => {
    inflated += chunk;
    if (size > max) fail(tooLarge(`${name} inflates to more than ${describeBytes(max)}`));
    else if (inflated > limits.maxInflatedBytes)
      fail(tooLarge(`the archive inflates to more than ${describeBytes(limits.maxInflatedBytes)}`));
    else if (inflated > limits.ratioFloorBytes && inflated > compressed * limits.maxRatio)
      fail(tooLarge(`the archive inflates more than ${limits.maxRatio} times its size: a zip bomb`));
    return failure === undefined;
  };

  const unzip = new Unzip((entry: UnzipFile) => {
    entries += 1;
    if (entries > limits.maxEntries) fail(tooLarge(`the archive lists more than ${limits.maxEntries} entries`));
    if (failure) return;
    const rule = entry.name.endsWith('/') ? undefined : ruleOf(entry.name);
    const max = rule?.maxBytes ?? limits.maxInflatedBytes;
    const kept: Buffer[] = [];
    let size = 0;
    let keptSize = 0;
    entry.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) return fail(new ApiError(Code.BAD_REQUEST, `the archive is damaged at ${entry.name}`));
      size += chunk.length;
      if (!count(entry.name, chunk.length, size, max)) return entry.terminate();
      if (rule && keptSize < rule.keepBytes) {
        const part = Buffer.from(chunk.subarray(0, rule.keepBytes - keptSize));
        kept.push(part);
        keptSize += part.length;
      }
      if (final && rule && rule.keepBytes > 0) finished.push({ name: entry.name, bytes: Buffer.concat(kept) });
    };
    if (!rule) return;
    try {
      entry.start();
    } catch {
      fail(new ApiError(Code.BAD_REQUEST, `${entry.name} is compressed in a way the console cannot read`));
    }
  });
  unzip.register(UnzipPassThrough);
  unzip.register(UnzipInflate);

  const stream = createReadStream(file, { highWaterMark: READ_CHUNK });
  const push = (chunk: Uint8Array, final: boolean) => {
    try {
      unzip.push(chunk, final);
    } catch {
      fail(new ApiError(Code.BAD_REQUEST, 'the file is not a readable zip archive'));
    }
  };
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      compressed += chunk.length;
      push(chunk, false);
      if (failure) throw failure;
      while (finished.length > 0) {
        const next = finished.shift();
        if (next) await receive(next.name, next.bytes);
      }
    }
    push(new Uint8Array(0), true);
    if (failure) throw failure;
    for (const next of finished) await receive(next.name, next.bytes);
  } finally {
    stream.destroy();
  }
}

function tooLarge(detail: string): ApiError {
  return new ApiError(Code.FILE_TOO_LARGE, detail);
}
