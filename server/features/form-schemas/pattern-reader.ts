/**
 * Reads a field's `pattern` (JavaScript syntax, the `u` flag as ajv compiles it) into its
 * items: characters and classes as sets of code points, groups with their counts, anchors.
 * It never runs the pattern; `pattern-safety.ts` costs what it reads.
 */

export type UnsafePatternRule = 'backreference' | 'nested-quantifier' | 'repeated-alternation' | 'too-costly';

/** A set of characters as ranges of code points; `negated` for all but those; `unknown` when not worked out (\p{…}). */
export interface CharSet {
  ranges: [number, number][];
  negated: boolean;
  unknown: boolean;
}

export type Node =
  | { kind: 'char'; set: CharSet; min: number; max: number }
  | { kind: 'group'; body: Alternatives; min: number; max: number; look: boolean }
  | { kind: 'start' }
  | { kind: 'end' }
  | { kind: 'boundary' };

export type Sequence = Node[];
export type Alternatives = Sequence[];

export class Refusal extends Error {
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
export class PatternReader {
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
