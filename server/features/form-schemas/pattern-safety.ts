/** What a group holds so far: some quantifier that repeats (`+`, `{2}`…), some that has no upper bound (`*`, `+`, `{2,}`). */
interface Group {
  repeatsInside: boolean;
  unboundedInside: boolean;
}

const newGroup = (): Group => ({ repeatsInside: false, unboundedInside: false });

/**
 * A cheap static look at a `pattern` for the shapes that make a backtracking regex
 * engine take exponential (or high polynomial) time: a repeated group that holds a
 * quantifier, where one of the two has no upper bound (`(a+)+`, `(\w*\s?)*`,
 * `((ab)+c)*`, `(a{1,3})+`, `(a+){5}`; `(\d{1,3}\.){3}` is fine), and back-references
 * (`(a)\1`), which no pattern of a form needs. It reads the pattern once and runs
 * nothing. It does not prove a pattern fast (overlapping alternatives such as
 * `(a|a)*` pass); with the length bound it keeps out the known catastrophic shapes.
 * Returns the rule broken, or undefined.
 */
export function unsafePatternRule(pattern: string): 'nested-quantifier' | 'backreference' | undefined {
  const groups: Group[] = [newGroup()];
  let index = 0;
  const top = () => groups[groups.length - 1];
  while (index < pattern.length) {
    const char = pattern[index];
    if (char === '\\') {
      const next = pattern[index + 1] ?? '';
      if (/[1-9]/.test(next) || next === 'k') return 'backreference';
      index = afterQuantifier(pattern, index + 2, top());
      continue;
    }
    if (char === '[') {
      index = endOfClass(pattern, index);
      index = afterQuantifier(pattern, index, top());
      continue;
    }
    if (char === '(') {
      groups.push(newGroup());
      index = pattern[index + 1] === '?' ? afterGroupPrefix(pattern, index + 2) : index + 1;
      continue;
    }
    if (char === ')' && groups.length > 1) {
      const group = groups.pop() as Group;
      const quantifier = quantifierAt(pattern, index + 1);
      if (quantifier?.repeats && group.unboundedInside) return 'nested-quantifier';
      if (quantifier?.unbounded && group.repeatsInside) return 'nested-quantifier';
      top().repeatsInside ||= group.repeatsInside || quantifier?.repeats === true;
      top().unboundedInside ||= group.unboundedInside || quantifier?.unbounded === true;
      index = quantifier ? quantifier.end : index + 1;
      continue;
    }
    index = afterQuantifier(pattern, index + 1, top());
  }
  return undefined;
}

interface Quantifier {
  /** It allows more than one repetition (`*`, `+`, `{2}`, `{1,}`), not just `?`. */
  repeats: boolean;
  /** It has no upper bound (`*`, `+`, `{1,}`). */
  unbounded: boolean;
  end: number;
}

function quantifierAt(pattern: string, index: number): Quantifier | undefined {
  const char = pattern[index];
  let end: number;
  let most: number;
  if (char === '*' || char === '+' || char === '?') {
    end = index + 1;
    most = char === '?' ? 1 : Infinity;
  } else {
    const counted = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(index, index + 24));
    if (!counted) return undefined;
    end = index + counted[0].length;
    most = counted[2] === undefined ? Number(counted[1]) : counted[3] === '' ? Infinity : Number(counted[3]);
  }
  // A lazy mark belongs to the same quantifier.
  if (pattern[end] === '?') end++;
  return { repeats: most > 1, unbounded: most === Infinity, end };
}

/** Past an atom's quantifier, if any, noting it in the enclosing group. */
function afterQuantifier(pattern: string, index: number, group: Group): number {
  const quantifier = quantifierAt(pattern, index);
  if (!quantifier) return index;
  group.repeatsInside ||= quantifier.repeats;
  group.unboundedInside ||= quantifier.unbounded;
  return quantifier.end;
}

function endOfClass(pattern: string, start: number): number {
  let index = start + 1;
  if (pattern[index] === '^') index++;
  if (pattern[index] === ']') index++;
  while (index < pattern.length && pattern[index] !== ']') index += pattern[index] === '\\' ? 2 : 1;
  return index + 1;
}

/** Past `:`, `=`, `!`, `<=`, `<!` or `<name>` after `(?`. */
function afterGroupPrefix(pattern: string, index: number): number {
  if (pattern[index] !== '<' || pattern[index + 1] === '=' || pattern[index + 1] === '!')
    return index + (pattern[index] === '<' ? 2 : 1);
  const close = pattern.indexOf('>', index);
  return close === -1 ? pattern.length : close + 1;
}
