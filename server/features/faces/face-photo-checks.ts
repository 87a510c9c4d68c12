import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { Code } from '../../../contract/errors';
import { storedPathOf } from '../../../contract/uploads';
import type { FeatureTables } from '../../db/resource-tables';
import type { FileStore } from '../../files/file-store';
import { ApiError } from '../../http/api-error';
import type { PhotoCheckPool } from '../../photo-checks/check-pool';
import { enabledTactics } from '../../photo-checks/check-settings';
import type { TacticSetting } from '../../photo-checks/photo-check';
import { PhotoUnreadable } from '../../photo-checks/photo-measures';
import type { TacticOutcome } from './face-decision';

/** A verdict prepared ahead of its write is kept this long for the write to take it. */
const PREPARED_FOR_MS = 5 * 60_000;

/** The store key of a face photo, or a field refusal: the tactics judge only photos uploaded to the console. */
export function facePathOf(faceUrl: unknown): string {
  const key = typeof faceUrl === 'string' ? storedPathOf(faceUrl, 'image') : undefined;
  if (!key) {
    throw ApiError.ofFields(
      Code.BAD_REQUEST,
      'faceUrl must be an image uploaded to the console (its pixels are checked)',
      [{ field: 'faceUrl', rule: 'url' }],
    );
  }
  return key;
}

/**
 * The enabled tactics run on a face photo of the upload store, on the check pool. A
 * write runs them inside its transaction (the decision is part of the write); code
 * that writes many faces, or wants the transaction short, calls `prepare` first,
 * outside any transaction, and the write then takes the verdict ready (when the
 * enabled tactics are still the same).
 */
export class FacePhotoChecks {
  private readonly prepared = new Map<string, Promise<TacticOutcome>>();

  constructor(
    private readonly pool: PhotoCheckPool,
    private readonly store: FileStore,
  ) {}

  /**
   * Judges a photo now, outside any transaction, and settles when the verdict is
   * ready; the write's hook then takes it. A refusal (not an image) is kept for that
   * write to give, so this never fails.
   */
  async prepare(tables: FeatureTables, faceUrl: unknown): Promise<void> {
    const key = facePathOf(faceUrl);
    const tactics = await enabledTactics(tables);
    const name = preparedName(key, tactics);
    let outcome = this.prepared.get(name);
    if (!outcome) {
      outcome = this.judge(key, tactics);
      this.prepared.set(name, outcome);
      setTimeout(() => this.prepared.delete(name), PREPARED_FOR_MS).unref();
    }
    await outcome.then(
      () => {},
      () => {},
    );
  }

  /** The enabled tactics' outcome on a photo, prepared or judged now; 6024 when it is not an image. */
  async outcomeOf(tables: FeatureTables, faceUrl: unknown): Promise<TacticOutcome> {
    const key = facePathOf(faceUrl);
    const tactics = await enabledTactics(tables);
    const name = preparedName(key, tactics);
    const ready = this.prepared.get(name);
    this.prepared.delete(name);
    return ready ?? this.judge(key, tactics);
  }

  /** A photo of the upload store judged now by the given tactics alone (a tactic's trial). */
  async judgeWith(faceUrl: unknown, tactics: TacticSetting[]): Promise<TacticOutcome> {
    return this.judge(facePathOf(faceUrl), tactics);
  }

  private async judge(key: string, tactics: TacticSetting[]): Promise<TacticOutcome> {
    const stored = await this.store.open(key);
    if (!stored) {
      throw ApiError.ofFields(Code.BAD_REQUEST, `faceUrl must be an image uploaded to the console: ${key} is not`, [
        { field: 'faceUrl', rule: 'url' },
      ]);
    }
    // The checks read a file on this node's disk, whichever store keeps the photo.
    const scratch = this.store.scratchPath();
    try {
      await pipeline(stored.stream, createWriteStream(scratch));
      const verdict = await this.pool.check(scratch, tactics);
      return verdict.passed
        ? { passed: true }
        : { passed: false, reason: verdict.reason, reasons: verdict.failures.map((failure) => failure.reason) };
    } catch (error) {
      if (!(error instanceof PhotoUnreadable)) throw error;
      throw ApiError.ofFields(Code.IMAGE_PARSE_FAILED, `the face photo cannot be read: ${error.message}`, [
        { field: 'faceUrl', rule: 'image' },
      ]);
    } finally {
      await rm(scratch, { force: true });
    }
  }
}

function preparedName(key: string, tactics: TacticSetting[]): string {
  return `${key}\n${JSON.stringify(tactics)}`;
}
