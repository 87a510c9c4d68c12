import type { AxeFinding } from './axe';

/**
 * Violations the gate reports without failing, each for a stated reason and to be
 * removed once its cause is gone. Keep this list short: everything else fails.
 */
interface KnownGap {
  /** Where the gate met it: the start of its "route (dialog)" label. */
  where: RegExp;
  rules: readonly string[];
  reason: string;
}

export const KNOWN_GAPS: readonly KnownGap[] = [];

/** Splits findings into those that fail the gate and those a known gap explains. */
export function withoutKnownGaps(where: string, findings: readonly AxeFinding[]) {
  const known = (finding: AxeFinding) =>
    KNOWN_GAPS.some((gap) => gap.where.test(where) && gap.rules.includes(finding.rule));
  return { failing: findings.filter((finding) => !known(finding)), known: findings.filter(known) };
}
