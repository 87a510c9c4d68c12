/**
 * A static look at a field's `pattern` for what makes a backtracking regular expression
 * engine (V8's, in the server and the browser) take exponential or high polynomial time.
 * It reads the pattern once and runs nothing.
 *
 * Refused outright:
 * - `backreference`: `(a)\1`, `\k<name>` (no pattern of a form needs one);
 * - `nested-quantifier`: a repeated group holding a quantifier, one of the two without an
 *   upper bound (`(a+)+`, `(\w*\s?)*`, `(a{1,3})+`, `(a+){5}`, `(.*a){20}`);
 *   `(\d{1,3}\.){3}` is fine;
 * - `repeated-alternation`: a group holding alternatives repeated without an upper bound
 *   (`(a|aa)+`, `(a|a)*`, `(?:x|y)*`: write a class, `[xy]*`, instead).
 *
 * What is left is costed: the most steps a backtracking match can take on a text of
 * `length` characters, counted from the end of the pattern back. A quantified character
 * (`x*`, `[a-z]{2,5}`) tries each count it allows and, for each, the rest of the pattern,
 * unless the next item is a character it cannot match, or `$`, or the end: then only one
 * count can go on (the `[^@]+@` of an address). Alternatives add; a bounded repeated group
 * is unrolled; a pattern without `^` is tried from every position. `too-costly` when that
 * exceeds PATTERN_WORK_BUDGET: `a*a*a*a*b` on 1,000 characters, say, which the length
 * bound alone would not save. The count is an upper bound (V8 often does better), so a
 * pattern it accepts is safe, and one it refuses can be written another way or given a
 * smaller maxLength.
 */

import {
  type Alternatives,
  type CharSet,
  type Node,
  PatternReader,
  Refusal,
  type Sequence,
  type UnsafePatternRule,
} from './pattern-reader';

export type { UnsafePatternRule } from './pattern-reader';

/** Most steps a pattern may take on the longest text its field allows (tens of milliseconds at worst). */
export const PATTERN_WORK_BUDGET = 10_000_000;

/** No character is in both sets (false when unsure). */
function disjoint(a: CharSet, b: CharSet): boolean {
  if (a.unknown || b.unknown) return false;
  if (a.negated && b.negated) return false;
  if (a.negated) return within(b.ranges, a.ranges);
  if (b.negated) return within(a.ranges, b.ranges);
  return a.ranges.every(([low, high]) => b.ranges.every(([from, to]) => high < from || to < low));
}

/** Every character of `ranges` is in `cover`. */
function within(ranges: [number, number][], cover: [number, number][]): boolean {
  const sorted = [...cover].sort((x, y) => x[0] - y[0]);
  return ranges.every(([low, high]) => {
    let next = low;
    for (const [from, to] of sorted) {
      if (from > next) break;
      if (to >= next) next = to + 1;
      if (next > high) return true;
    }
    return next > high;
  });
}

/** Whether any alternative of a body holds a quantifier (of more than one count) or more than one way through. */
function quantifierInside(body: Alternatives): boolean {
  return body.some((sequence) =>
    sequence.some((node) =>
      node.kind === 'char'
        ? node.max !== node.min
        : node.kind === 'group'
          ? node.max !== node.min || quantifierInside(node.body)
          : false,
    ),
  );
}

function unboundedInside(body: Alternatives): boolean {
  return body.some((sequence) =>
    sequence.some(
      (node) =>
        (node.kind === 'char' || node.kind === 'group') &&
        (node.max === Infinity || (node.kind === 'group' && unboundedInside(node.body))),
    ),
  );
}

function alternativesInside(body: Alternatives): boolean {
  return (
    body.length > 1 ||
    body.some((sequence) => sequence.some((node) => node.kind === 'group' && alternativesInside(node.body)))
  );
}

/** The exponential shapes, refused whatever the length. */
function checkShapes(body: Alternatives): void {
  for (const sequence of body) {
    for (const node of sequence) {
      if (node.kind !== 'group') continue;
      checkShapes(node.body);
      const repeats = node.max > 1;
      if (repeats && unboundedInside(node.body)) throw new Refusal('nested-quantifier');
      if (node.max === Infinity && quantifierInside(node.body)) throw new Refusal('nested-quantifier');
      if (node.max === Infinity && alternativesInside(node.body)) throw new Refusal('repeated-alternation');
    }
  }
}

/**
 * Steps of a sequence followed by `rest` steps, from its end back: a quantified
 * character with `c` counts costs `c` tries, and each count that can go on pays `rest`.
 * `atEnd`: the sequence ends the whole pattern, where the first count that gets there wins.
 */
function sequenceWork(sequence: Sequence, rest: number, length: number, atEnd: boolean): number {
  let work = rest;
  for (let index = sequence.length - 1; index >= 0; index--) {
    const node = sequence[index];
    if (node.kind === 'start' || node.kind === 'end' || node.kind === 'boundary') {
      work += 1;
      continue;
    }
    if (node.kind === 'group') {
      work = groupWork(node, work, length);
      continue;
    }
    const counts = Math.max(1, Math.min(node.max, length) - Math.min(node.min, length) + 1);
    const next = sequence[index + 1];
    const forced =
      counts === 1 ||
      (next === undefined && atEnd) ||
      next?.kind === 'end' ||
      (next?.kind === 'char' && next.min >= 1 && disjoint(node.set, next.set));
    work = (forced ? work : counts * work) + counts;
  }
  return work;
}

function alternativesWork(body: Alternatives, rest: number, length: number, atEnd: boolean): number {
  return body.reduce((sum, sequence) => sum + sequenceWork(sequence, rest, length, atEnd), 0);
}

function groupWork(node: Extract<Node, { kind: 'group' }>, rest: number, length: number): number {
  // A look-around is tried once and never backtracked into (JavaScript's are atomic).
  if (node.look) return alternativesWork(node.body, 1, length, true) + rest;
  if (node.max === Infinity) {
    // Only a body with one way through gets here (checkShapes): each count, then the rest.
    const once = alternativesWork(node.body, 1, length, false);
    return length * (once + rest);
  }
  // Unrolled: after each of the first `max` passes the rest may follow (from `min` on). A pass
  // takes a character at least (V8 stops an empty one), so no more than `length` + 1 count.
  let work = rest;
  for (let pass = Math.min(node.max, length + 1); pass >= 1; pass--) {
    const more = alternativesWork(node.body, work, length, false);
    work = pass > node.min ? more + rest : more;
    if (!Number.isFinite(work) || work > PATTERN_WORK_BUDGET * length) return Infinity;
  }
  return node.min === 0 ? work + rest : work;
}

/** The most steps a backtracking match of `pattern` can take on a text of `length` characters. */
export function patternWork(pattern: string, length: number): number {
  const body = new PatternReader(pattern).read();
  checkShapes(body);
  const work = alternativesWork(body, 1, length, true);
  const anchored = body.every((sequence) => sequence[0]?.kind === 'start');
  return anchored ? work : work * (length + 1);
}

/**
 * The rule a pattern breaks, or undefined. `length`: the longest text it runs on (the
 * field's maxLength); without one, only the exponential shapes are looked for.
 */
export function unsafePatternRule(pattern: string, length?: number): UnsafePatternRule | undefined {
  try {
    const work = patternWork(pattern, length ?? 1);
    return length !== undefined && work > PATTERN_WORK_BUDGET ? 'too-costly' : undefined;
  } catch (error) {
    if (error instanceof Refusal) return error.rule;
    throw error;
  }
}
