import { Cron } from 'croner';

/** Schedules are read in Beijing time, as the console shows every date (docs/features/console.md#the-console, Messages). */
export const JOBS_TIMEZONE = 'Asia/Shanghai';

/** How many coming runs the API and the screens show. */
export const NEXT_RUNS_SHOWN = 5;

/** A schedule that only computes (never fires); throws a TypeError naming the fault of a bad expression. */
function scheduleOf(expression: string): Cron {
  return new Cron(expression.trim(), { timezone: JOBS_TIMEZONE, paused: true });
}

/** Why a cron expression cannot be read, or undefined when it can. */
export function cronFault(expression: string): string | undefined {
  try {
    const runs = scheduleOf(expression).nextRuns(1);
    return runs.length === 0 ? 'it never runs' : undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The next `count` instants of a schedule after `from` (empty for a bad expression). */
export function nextRunsOf(expression: string, count = NEXT_RUNS_SHOWN, from: Date = new Date()): Date[] {
  try {
    return scheduleOf(expression).nextRuns(count, from);
  } catch {
    return [];
  }
}
