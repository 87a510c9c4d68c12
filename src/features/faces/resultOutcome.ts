import { messageOf } from '../../../contract/errors';
import type { Locale } from '../../../contract/resource';
import type { ItemOutcome, ManualResult } from './faceApi';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const DONE = 200;

/**
 * A batch's answers in one line: how many were done, then how many each refusal
 * stopped, in the catalogue's words with its code — "2 passed, 1 refused: The data
 * has changed, please refresh (6075)".
 */
export function outcomeSummary(
  outcomes: readonly ItemOutcome[],
  result: ManualResult,
  translate: Translate,
  locale: Locale,
): { text: string; allDone: boolean } {
  const done = outcomes.filter((outcome) => outcome.code === DONE).length;
  const refusals = new Map<number, number>();
  for (const outcome of outcomes) {
    if (outcome.code !== DONE) refusals.set(outcome.code, (refusals.get(outcome.code) ?? 0) + 1);
  }
  const parts: string[] = [];
  if (done > 0 || refusals.size === 0)
    parts.push(translate(result === 'pass' ? 'app.faces.passed' : 'app.faces.failed', { smart_count: done }));
  for (const [code, count] of refusals) {
    parts.push(translate('app.faces.refused', { smart_count: count, why: `${messageOf(code, locale)} (${code})` }));
  }
  return { text: parts.join(locale === 'zh' ? '；' : '; '), allDone: refusals.size === 0 };
}
