/**
 * Redis glob patterns (SCAN … MATCH, KEYS) matched in linear time per key, without a
 * regular expression. Semantics are those of Redis's `stringmatchlen`:
 *
 * - `*` any run of characters (consecutive stars count as one), `?` exactly one;
 * - `[abc]` one of, `[a-z]` a range (ends in either order), `[^abc]` none of; `\` inside a
 *   class takes the next character as it is; `[]` matches nothing. As in Redis, `!` is an
 *   ordinary character (`[!a]` is "`!` or `a`"), a class left open runs to the end of the
 *   pattern, and a `-` with two characters after it makes a range even when the second is
 *   `]` (`[a-]` is the range `]`…`a`);
 * - `\x` the character x as it is (a `\` ending the pattern is itself).
 *
 * Redis compares bytes; this compares characters (code points), which is the same for
 * ASCII keys. The match is the two-pointer walk with a single star to return to: each
 * time the rest fails, the last star takes one more character and the rest is tried again
 * from there. Every other item takes exactly one character, so returning to an earlier
 * star can never help, and the walk makes at most (items + 1) × (characters + 1) steps,
 * whatever the pattern (a regular expression made of it backtracked exponentially on
 * `*****…Z`).
 */

type Item =
  | { kind: 'star' }
  | { kind: 'any' }
  | { kind: 'char'; char: number }
  | { kind: 'class'; negated: boolean; ranges: number[] };

export interface GlobMeasure {
  matched: boolean;
  /** Steps of the walk: one per character tried against an item (the cost, without a clock). */
  steps: number;
}

export interface Glob {
  readonly pattern: string;
  /** The pattern is `*` (or only stars): every key matches, nothing needs comparing. */
  readonly matchesEverything: boolean;
  matches(text: string): boolean;
  /** The same answer, and how many steps the walk took. */
  measure(text: string): GlobMeasure;
}

const STAR = 0x2a;
const QUESTION = 0x3f;
const OPEN = 0x5b;
const CLOSE = 0x5d;
const CARET = 0x5e;
const BACKSLASH = 0x5c;
const DASH = 0x2d;

/** Parses a pattern once; the glob it answers matches any number of keys. */
export function compileGlob(pattern: string): Glob {
  const items = parse(pattern);
  const matchesEverything = items.length > 0 && items.every((item) => item.kind === 'star');
  return {
    pattern,
    matchesEverything,
    matches: (text) => matchesEverything || walk(items, text, undefined),
    measure: (text) => {
      const meter = { steps: 0 };
      const matched = walk(items, text, meter);
      return { matched, steps: meter.steps };
    },
  };
}

/** Whether `text` matches the Redis glob `pattern`. */
export function globMatches(pattern: string, text: string): boolean {
  return compileGlob(pattern).matches(text);
}

function parse(pattern: string): Item[] {
  const chars = Array.from(pattern, (char) => char.codePointAt(0) ?? 0);
  const items: Item[] = [];
  let i = 0;
  while (i < chars.length) {
    const char = chars[i];
    if (char === STAR) {
      if (items.at(-1)?.kind !== 'star') items.push({ kind: 'star' });
      i++;
    } else if (char === QUESTION) {
      items.push({ kind: 'any' });
      i++;
    } else if (char === BACKSLASH) {
      // A `\` ending the pattern stands for itself.
      items.push({ kind: 'char', char: i + 1 < chars.length ? chars[i + 1] : BACKSLASH });
      i += 2;
    } else if (char === OPEN) {
      i = parseClass(chars, i + 1, items);
    } else {
      items.push({ kind: 'char', char });
      i++;
    }
  }
  return items;
}

/** Reads a class from just after its `[`, as Redis does; answers where the pattern goes on. */
function parseClass(chars: number[], start: number, items: Item[]): number {
  let i = start;
  const negated = chars[i] === CARET;
  if (negated) i++;
  const ranges: number[] = [];
  while (i < chars.length) {
    const left = chars.length - i;
    if (chars[i] === BACKSLASH && left >= 2) {
      ranges.push(chars[i + 1], chars[i + 1]);
      i += 2;
    } else if (chars[i] === CLOSE) {
      i++;
      break;
    } else if (left >= 3 && chars[i + 1] === DASH) {
      const [low, high] = chars[i] <= chars[i + 2] ? [chars[i], chars[i + 2]] : [chars[i + 2], chars[i]];
      ranges.push(low, high);
      i += 3;
    } else {
      ranges.push(chars[i], chars[i]);
      i++;
    }
  }
  items.push({ kind: 'class', negated, ranges });
  return i;
}

function fits(item: Item, char: number): boolean {
  switch (item.kind) {
    case 'any':
      return true;
    case 'char':
      return item.char === char;
    case 'class': {
      let inside = false;
      for (let r = 0; r < item.ranges.length && !inside; r += 2) {
        inside = char >= item.ranges[r] && char <= item.ranges[r + 1];
      }
      return inside !== item.negated;
    }
    case 'star':
      return false;
  }
}

/** Code units of the character at `at` (2 for one outside the Basic Multilingual Plane). */
function widthAt(text: string, at: number): number {
  const code = text.charCodeAt(at);
  return code >= 0xd800 && code <= 0xdbff && at + 1 < text.length ? 2 : 1;
}

function walk(items: Item[], text: string, meter: { steps: number } | undefined): boolean {
  let item = 0;
  let at = 0;
  /** The last star seen, and where the text stood when the rest after it was last tried. */
  let star = -1;
  let starAt = 0;
  while (at < text.length) {
    if (meter) meter.steps++;
    const current = items[item];
    if (current?.kind === 'star') {
      star = item++;
      starAt = at;
    } else if (current !== undefined && fits(current, text.codePointAt(at) ?? 0)) {
      item++;
      at += widthAt(text, at);
    } else if (star >= 0) {
      starAt += widthAt(text, starAt);
      at = starAt;
      item = star + 1;
    } else return false;
  }
  while (items[item]?.kind === 'star') item++;
  return item === items.length;
}
