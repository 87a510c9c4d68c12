import type { FastifyBaseLogger } from 'fastify';
import type { ImportProgress, ImportRunFailure, ImportRunFailures } from '../../../contract/site-import';
import type { ResourceServices } from '../../crud/resource-services';
import { type ImportColumn, PHOTO_COLUMN } from './import-columns';
import type { ImportPlan, RowOutcome } from './import-state';
import { fieldText, refusalText } from './import-texts';
import { failedRowCells } from './import-workbooks';

/** The history keeps at most this many failures of a run (a sheet may hold 100,000 rows). */
export const FAILURES_KEPT = 1000;
/**
 * A running import writes its counts so far to its history row at most this often, so the
 * row's `updatedAt` tells that the run is alive (stalled-runs.ts closes the silent ones).
 */
export const HEARTBEAT_MS = 30_000;

/** The history's resource. */
export const RUNS = 'site-import-run';

/**
 * The history of site imports (`site-import-run`): a row written when a run starts
 * and completed when it ends, through the write path's system writes. Without the
 * table (a console built without it) nothing is kept; a history write that fails is
 * logged and never stops the import itself.
 */
export class ImportHistory {
  private lastBeat = Date.now();

  constructor(
    private readonly services: ResourceServices,
    private readonly columns: readonly ImportColumn[],
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The run's counts so far, written at most every HEARTBEAT_MS while it runs. */
  async beat(runId: number | undefined, progress: ImportProgress): Promise<void> {
    if (runId === undefined || Date.now() - this.lastBeat < HEARTBEAT_MS) return;
    this.lastBeat = Date.now();
    try {
      await this.services.of(RUNS).systemUpdate(runId, {
        residentsCreated: progress.created,
        residentsUpdated: progress.updated,
        facesCreated: progress.facesCreated,
      });
    } catch (error) {
      this.log.error({ err: error, runId }, 'site import history: the run’s counts could not be recorded');
    }
  }

  /** The run's row, `running`; its id, or undefined when none could be written. */
  async started(plan: ImportPlan, startedAt: string): Promise<number | undefined> {
    if (!this.services.tables.has(RUNS)) return undefined;
    try {
      const row = await this.services.of(RUNS).systemCreate({
        siteId: plan.siteId,
        adminId: plan.adminId,
        startedAt,
        status: 'running',
        rowsTotal: plan.residents.length + plan.refused.length,
        residentsCreated: 0,
        residentsUpdated: 0,
        facesCreated: 0,
        rowsFailed: plan.refused.length,
      });
      return Number(row.id);
    } catch (error) {
      this.log.error({ err: error, importId: plan.importId }, 'site import history: the run could not be recorded');
      return undefined;
    }
  }

  /** The run's counts, outcome and failures once it has ended, with the failed rows' cells to give them back. */
  async ended(
    runId: number | undefined,
    plan: ImportPlan,
    progress: ImportProgress,
    outcomes: readonly RowOutcome[],
  ): Promise<void> {
    if (runId === undefined) return;
    const rows = failedRowCells(plan, outcomes).slice(0, FAILURES_KEPT);
    const failures = this.failuresOf(outcomes);
    const rowsFailed = new Set(failures.map((failure) => failure.row)).size;
    try {
      await this.services.of(RUNS).systemUpdate(runId, {
        finishedAt: progress.finishedAt ?? new Date().toISOString(),
        status: runStatus(progress, rowsFailed),
        residentsCreated: progress.created,
        residentsUpdated: progress.updated,
        facesCreated: progress.facesCreated,
        rowsFailed,
        message: progress.error?.slice(0, 1000) ?? null,
        failedRows: {
          items: failures.slice(0, FAILURES_KEPT),
          total: failures.length,
          rows,
        } satisfies ImportRunFailures,
      });
    } catch (error) {
      this.log.error({ err: error, runId }, 'site import history: the run’s end could not be recorded');
    }
  }

  /** Every failure of the run, row by row: the refused fields, then a face that could not be made. */
  private failuresOf(outcomes: readonly RowOutcome[]): ImportRunFailure[] {
    const failures: ImportRunFailure[] = [];
    for (const outcome of outcomes) {
      for (const failure of outcome.failures ?? []) {
        failures.push(this.failure(outcome, failure.field, failure.code, (locale) => refusalText(failure, locale)));
      }
      const face = outcome.face;
      if (face?.outcome === 'failed') {
        const code = face.code ?? 0;
        const detail = face.detail ?? face.failureReason;
        failures.push(
          this.failure(outcome, PHOTO_COLUMN, code, (locale) =>
            face.code === undefined ? (detail ?? '') : refusalText({ code, rule: 'face', detail }, locale),
          ),
        );
      }
    }
    return failures;
  }

  private failure(
    outcome: RowOutcome,
    column: string,
    code: number,
    reason: (locale: 'en' | 'zh') => string,
  ): ImportRunFailure {
    return {
      row: outcome.row,
      personId: outcome.personId,
      column,
      columnLabel: { en: fieldText(column, this.columns, 'en'), zh: fieldText(column, this.columns, 'zh') },
      code,
      reason: { en: reason('en'), zh: reason('zh') },
    };
  }
}

/** How a run ended: it stopped, some rows failed, or every row went through. */
function runStatus(progress: ImportProgress, rowsFailed: number): 'succeeded' | 'partly_failed' | 'failed' {
  if (progress.state === 'failed') return 'failed';
  return rowsFailed > 0 ? 'partly_failed' : 'succeeded';
}
