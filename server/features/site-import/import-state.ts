import type { ImportProgress, ImportStage } from '../../../contract/site-import';
import type { CacheStore } from '../../cache/cache-store';
import { IMPORT_TTL_SECONDS, STALLED_AFTER_MS } from './import-limits';
import type { PlannedResident } from './import-plan';
import type { RefusedRow, RowFailure } from './row-validation';

/** An import as the preview left it: what to write, and what was refused. */
export interface ImportPlan {
  importId: string;
  adminId: number;
  siteId: number;
  siteName: string;
  createdAt: string;
  /** The sheet's columns present, by name, in the order of the template. */
  columns: string[];
  residents: PlannedResident[];
  refused: RefusedRow[];
}

/** What became of one row, for the report. */
export interface RowOutcome {
  row: number;
  personId: string;
  outcome: 'created' | 'updated' | 'unchanged' | 'refused';
  /** Why a refused row was refused, field by field. */
  failures?: RowFailure[];
  face?: {
    outcome: 'created' | 'unchanged' | 'failed';
    faceId?: number;
    status?: string;
    failureReason?: string;
    /** Every tactic the photo failed, the first being failureReason. */
    failureReasons?: string[];
    code?: number;
    detail?: string;
  };
}

/** An import's progress before any step: every row and face of the plan still to do. */
export function progressAtStart(plan: ImportPlan, state: ImportStage): ImportProgress {
  const faces = plan.residents.filter((resident) => resident.photo?.face === 'create').length;
  return {
    state,
    done: 0,
    total: plan.residents.length + faces,
    created: 0,
    updated: 0,
    unchanged: 0,
    refused: plan.refused.length,
    facesCreated: 0,
    facesUnchanged: 0,
    facesFailed: 0,
    updatedAt: new Date().toISOString(),
  };
}

const key = (importId: string, part: 'plan' | 'owner' | 'progress' | 'report' | 'claim') =>
  `site-import:${importId}:${part}`;

/**
 * Imports kept in the shared cache store (Redis when configured), so any node can
 * answer an import's progress and report while the node that runs it writes them.
 * Every entry expires a day after its last change; a running import whose progress
 * has not moved for ten minutes (its node went away) reads as failed.
 */
export class ImportStates {
  constructor(private readonly cache: CacheStore) {}

  async savePlan(plan: ImportPlan, progress: ImportProgress): Promise<void> {
    await this.cache.set(key(plan.importId, 'plan'), JSON.stringify(plan), IMPORT_TTL_SECONDS);
    // Kept apart from the plan (megabytes for a big sheet), so that answering progress reads a few bytes.
    await this.cache.set(key(plan.importId, 'owner'), String(plan.adminId), IMPORT_TTL_SECONDS);
    await this.saveProgress(plan.importId, progress);
  }

  /** The admin who previewed the import, or undefined when there is no such import (any more). */
  async owner(importId: string): Promise<number | undefined> {
    const owner = await this.cache.get(key(importId, 'owner'));
    return owner === undefined ? undefined : Number(owner);
  }

  async plan(importId: string): Promise<ImportPlan | undefined> {
    return readJson<ImportPlan>(await this.cache.get(key(importId, 'plan')));
  }

  async saveProgress(importId: string, progress: ImportProgress): Promise<void> {
    await this.cache.set(key(importId, 'progress'), JSON.stringify(progress), IMPORT_TTL_SECONDS);
  }

  async progress(importId: string): Promise<ImportProgress | undefined> {
    const progress = readJson<ImportProgress>(await this.cache.get(key(importId, 'progress')));
    if (progress?.state === 'running' && Date.now() - Date.parse(progress.updatedAt) > STALLED_AFTER_MS) {
      return { ...progress, state: 'failed', error: 'the import stopped answering; preview the files again' };
    }
    return progress;
  }

  /** True for the one caller that may run the import; any later call finds it taken. */
  async claim(importId: string): Promise<boolean> {
    const claims = await this.cache.incr(key(importId, 'claim'));
    await this.cache.expire(key(importId, 'claim'), IMPORT_TTL_SECONDS);
    return claims === 1;
  }

  async saveReport(importId: string, outcomes: RowOutcome[]): Promise<void> {
    await this.cache.set(key(importId, 'report'), JSON.stringify(outcomes), IMPORT_TTL_SECONDS);
  }

  async report(importId: string): Promise<RowOutcome[] | undefined> {
    return readJson<RowOutcome[]>(await this.cache.get(key(importId, 'report')));
  }
}

function readJson<T>(text: string | undefined): T | undefined {
  return text === undefined ? undefined : (JSON.parse(text) as T);
}
