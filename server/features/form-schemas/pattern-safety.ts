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

/** Most steps a pattern may take on the longest text its field allows (tens of milliseconds at worst). */
export const PATTERN_WORK_BUDGET = 10_000_000;

export type UnsafePatternRule = 'backreference' | 'nested-quantifier' | 'repeated-alternation' | 'too-costly';

/** A set of characters as ranges of code points; `negated` for all but those; `unknown` when not worked out (\p{…}). */
interface CharSet {
  ranges: [number, number][];
  negated: boolean;
  unknown: boolean;
}

type Node =
  | { kind: 'char'; set: CharSet; min: number; max: number }
  | { kind: 'group'; body: Alternatives; min: number; max: number; look: boolean }
  | { kind: 'start' }
  | { kind: 'end' }
  | { kind: 'boundary' };

type Sequence = Node[];
type Alternatives = Sequence[];

class Refusal extends Error {
  constructor(readonly rule: UnsafePatternRule) {
    super(rule);
  }
}

const DIGITS: [number, number][] = [[0x30, 0x39]];
const WORD: [number, number][] = [
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
];
const SPACE: [number, number][] = [
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];
const LINE_ENDS: [number, number][] = [
  [0x0a, 0x0a],
  [0x0d, 0x0d],
  [0x2028, 0x2029],
];

const set = (ranges: [number, number][], negated = false): CharSet => ({ ranges, negated, unknown: false });
const single = (code: number): CharSet => set([[code, code]]);
const UNKNOWN: CharSet = { ranges: [], negated: false, unknown: true };

/** Reads a pattern (JavaScript syntax, the `u` flag as ajv compiles it) into its items; never runs it. */
class PatternReader {
  private at = 0;

  constructor(private readonly source: string) {}

  read(): Alternatives {
    const body = this.alternatives();
    // A stray `)` is not valid JavaScript (the meta-schema refuses it); what follows it is still looked at.
    while (this.at < this.source.length) {
      this.at++;
      body.push(...this.alternatives());
    }
    return body;
  }

  private peek(offset = 0): string {
    return this.source[this.at + offset] ?? '';
  }

  private alternatives(): Alternatives {
    const alternatives: Alternatives = [this.sequence()];
    while (this.peek() === '|') {
      this.at++;
      alternatives.push(this.sequence());
    }
    return alternatives;
  }

  private sequence(): Sequence {
    const items: Sequence = [];
    while (this.at < this.source.length && this.peek() !== '|' && this.peek() !== ')') {
      const node = this.term();
      if (node) items.push(node);
    }
    return items;
  }

  private term(): Node | undefined {
    const char = this.peek();
    if (char === '^') {
      this.at++;
      return { kind: 'start' };
    }
    if (char === '$') {
      this.at++;
      return { kind: 'end' };
    }
    if (char === '(') return this.quantified(this.group());
    if (char === '[') return this.quantified({ kind: 'char', set: this.charClass(), min: 1, max: 1 });
    if (char === '.') {
      this.at++;
      return this.quantified({ kind: 'char', set: set(LINE_ENDS, true), min: 1, max: 1 });
    }
    if (char === '\\') {
      const next = this.peek(1);
      if (next === 'b' || next === 'B') {
        this.at += 2;
        return { kind: 'boundary' };
      }
      if (/[1-9]/.test(next) || next === 'k') throw new Refusal('backreference');
      return this.quantified({ kind: 'char', set: this.escape(false), min: 1, max: 1 });
    }
    const code = this.source.codePointAt(this.at) ?? 0;
    this.at += code > 0xffff ? 2 : 1;
    return this.quantified({ kind: 'char', set: single(code), min: 1, max: 1 });
  }

  private group(): Extract<Node, { kind: 'group' }> {
    this.at++; // (
    let look = false;
    if (this.peek() === '?') {
      const kind = this.peek(1);
      if (kind === ':') this.at += 2;
      else if (kind === '=' || kind === '!') {
        look = true;
        this.at += 2;
      } else if (kind === '<' && (this.peek(2) === '=' || this.peek(2) === '!')) {
        look = true;
        this.at += 3;
      } else if (kind === '<') {
        const close = this.source.indexOf('>', this.at);
        this.at = close === -1 ? this.source.length : close + 1;
      } else this.at += 1;
    }
    const body = this.alternatives();
    if (this.peek() === ')') this.at++;
    return { kind: 'group', body, min: 1, max: 1, look };
  }

  /** The quantifier after an item, if any (a lazy `?` after it changes nothing here). */
  private quantified<T extends Node & { min: number; max: number }>(node: T): T {
    const char = this.peek();
    let range: [number, number] | undefined;
    if (char === '*') range = [0, Infinity];
    else if (char === '+') range = [1, Infinity];
    else if (char === '?') range = [0, 1];
    if (range) this.at++;
    else if (char === '{') {
      const counted = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.at, this.at + 24));
      if (counted) {
        this.at += counted[0].length;
        const least = Number(counted[1]);
        range = [least, counted[2] === undefined ? least : counted[3] === '' ? Infinity : Number(counted[3])];
      }
    }
    if (!range) return node;
    if (this.peek() === '?') this.at++;
    return { ...node, min: node.min * range[0], max: node.max * range[1] };
  }

  private charClass(): CharSet {
    this.at++; // [
    const negated = this.peek() === '^';
    if (negated) this.at++;
    const ranges: [number, number][] = [];
    let unknown = false;
    while (this.at < this.source.length && this.peek() !== ']') {
      const low = this.classAtom();
      if (low === undefined) {
        unknown = true;
        continue;
      }
      if (typeof low !== 'number') {
        if (low.negated || low.unknown) unknown = true;
        else ranges.push(...low.ranges);
        continue;
      }
      if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== '') {
        this.at++;
        const high = this.classAtom();
        if (typeof high === 'number') ranges.push([Math.min(low, high), Math.max(low, high)]);
        else unknown = true;
      } else ranges.push([low, low]);
    }
    this.at++; // ]
    return unknown ? UNKNOWN : set(ranges, negated);
  }

  /** One character of a class (its code point), or a class escape such as `\d` (its set). */
  private classAtom(): number | CharSet | undefined {
    if (this.peek() === '\\') {
      const escaped = this.escape(true);
      const [only] = escaped.ranges;
      return !escaped.negated && !escaped.unknown && escaped.ranges.length === 1 && only[0] === only[1]
        ? only[0]
        : escaped;
    }
    const code = this.source.codePointAt(this.at) ?? 0;
    this.at += code > 0xffff ? 2 : 1;
    return code;
  }

  private escape(inClass: boolean): CharSet {
    const letter = this.peek(1);
    this.at += 2;
    switch (letter) {
      case 'd':
        return set(DIGITS);
      case 'D':
        return set(DIGITS, true);
      case 'w':
        return set(WORD);
      case 'W':
        return set(WORD, true);
      case 's':
        return set(SPACE);
      case 'S':
        return set(SPACE, true);
      case 'n':
        return single(0x0a);
      case 'r':
        return single(0x0d);
      case 't':
        return single(0x09);
      case 'v':
        return single(0x0b);
      case 'f':
        return single(0x0c);
      case '0':
        return single(0);
      case 'b':
        return inClass ? single(0x08) : UNKNOWN;
      case 'p':
      case 'P': {
        const close = this.source.indexOf('}', this.at);
        this.at = close === -1 ? this.source.length : close + 1;
        return UNKNOWN;
      }
      case 'x': {
        const hex = /^[0-9a-fA-F]{2}/.exec(this.source.slice(this.at));
        if (!hex) return single(0x78);
        this.at += 2;
        return single(Number.parseInt(hex[0], 16));
      }
      case 'u': {
        const braced = /^\{([0-9a-fA-F]{1,6})\}/.exec(this.source.slice(this.at));
        const plain = /^[0-9a-fA-F]{4}/.exec(this.source.slice(this.at));
        if (braced) {
          this.at += braced[0].length;
          return single(Number.parseInt(braced[1], 16));
        }
        if (plain) {
          this.at += 4;
          return single(Number.parseInt(plain[0], 16));
        }
        return single(0x75);
      }
      case 'c': {
        const control = this.peek();
        this.at++;
        return single((control.codePointAt(0) ?? 0) % 32);
      }
      default: {
        const code = letter.codePointAt(0) ?? 0;
        if (code > 0xffff) this.at++;
        return single(code);
      }
    }
  }
}

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
