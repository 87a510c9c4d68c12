import { describe, expect, it } from 'vitest';
import { compileGlob, globMatches } from '../../server/cache/glob-pattern';

/**
 * The in-process store's glob matcher: Redis's `stringmatchlen` semantics (checked
 * against Redis itself in tests/api/redis-console-glob.test.ts), in steps bounded by
 * (items + 1) × (characters + 1) whatever the pattern.
 */
describe('Redis glob patterns', () => {
  const table: [pattern: string, text: string, matches: boolean][] = [
    // Literals and `*`
    ['session:1', 'session:1', true],
    ['session:1', 'session:12', false],
    ['session:*', 'session:', true],
    ['session:*', 'session:abc', true],
    ['session:*', 'sessions:abc', false],
    ['*', 'anything', true],
    ['*', '', true],
    ['***', 'x', true],
    ['a*b*c', 'abc', true],
    ['a*b*c', 'axxbyyc', true],
    ['a*b*c', 'axxbyycd', false],
    ['a*b*c', 'acb', false],
    ['*:*:*', 'code:sms:x', true],
    ['*:*:*', 'code:sms', false],
    ['a**b', 'ab', true],
    ['*ab', 'aab', true],
    ['*aab', 'aaab', true],
    ['', '', true],
    ['', 'a', false],
    // `?`: exactly one character
    ['user:?', 'user:1', true],
    ['user:?', 'user:', false],
    ['user:?', 'user:12', false],
    ['??', '中文', true],
    ['?', '😀', true],
    // Classes
    ['[abc]', 'b', true],
    ['[abc]', 'd', false],
    ['[abc]', '', false],
    ['[a-c]x', 'bx', true],
    ['[a-c]x', 'dx', false],
    ['[c-a]', 'b', true],
    ['[0-9][0-9]', '42', true],
    ['[0-9][0-9]', '4a', false],
    ['[^abc]', 'd', true],
    ['[^abc]', 'a', false],
    ['[^a-z]', '1', true],
    ['[^a-z]', 'q', false],
    ['[a-cx-z]', 'y', true],
    ['[a-cx-z]', 'm', false],
    ['[\\]]', ']', true],
    ['[\\^a]', '^', true],
    ['[a\\-z]', '-', true],
    ['[a\\-z]', 'b', false],
    ['[-a]', '-', true],
    ['[]', 'a', false],
    ['[^]', 'a', true],
    // As in Redis: `!` is an ordinary character, not a negation.
    ['[!a]', '!', true],
    ['[!a]', 'b', false],
    // As in Redis: a class left open runs to the end; `[` alone at the end matches nothing.
    ['x[ab', 'xb', true],
    ['x[ab', 'x[ab', false],
    ['x[', 'x[', false],
    // As in Redis: a `-` followed by two characters is a range even when the second is `]`.
    ['[a-]', ']', true],
    ['[a-]', '_', true],
    ['[a-]', '-', false],
    // Escaping
    ['\\*', '*', true],
    ['\\*', 'x', false],
    ['a\\?', 'a?', true],
    ['a\\?', 'ab', false],
    ['\\[x]', '[x]', true],
    ['a\\\\b', 'a\\b', true],
    ['a\\', 'a\\', true],
    ['*\\*', 'abc*', true],
    ['*\\*', 'abc', false],
    // Case matters, as in SCAN … MATCH.
    ['Session:*', 'session:1', false],
  ];

  it.each(table)('%j against %j → %s', (pattern, text, matches) => {
    expect(globMatches(pattern, text)).toBe(matches);
    expect(compileGlob(pattern).measure(text).matched).toBe(matches);
  });

  it('answers a pathological pattern in a number of steps bounded by pattern × key', () => {
    const pattern = `${'*'.repeat(200)}Z`;
    const glob = compileGlob(pattern);
    const keys = Array.from({ length: 2000 }, (_, i) => `rc-test:${i}:`.padEnd(1024, 'x'));
    keys.push(`${'y'.repeat(1023)}Z`, `Z${'y'.repeat(1023)}`);
    let most = 0;
    const found: string[] = [];
    for (const key of keys) {
      const { matched, steps } = glob.measure(key);
      if (matched) found.push(key);
      most = Math.max(most, steps);
    }
    expect(found).toEqual([`${'y'.repeat(1023)}Z`]);
    // Consecutive stars are one item: the walk is linear in the key, far below pattern × key.
    expect(most).toBeLessThanOrEqual(2 * (1024 + 1));
    expect(keys.every((key) => glob.matches(key) === key.endsWith('Z'))).toBe(true);
  });

  it('stays within (items + 1) × (characters + 1) steps on patterns that make a backtracking matcher explode', () => {
    const cases: [pattern: string, text: string, matches: boolean][] = [
      [`${'*a'.repeat(100)}b`, 'a'.repeat(1000), false],
      [`${'a*'.repeat(100)}b`, 'a'.repeat(1000), false],
      [`${'*?'.repeat(100)}Z`, 'x'.repeat(1000), false],
      [`${'*[a-z]'.repeat(60)}!`, 'q'.repeat(1000), false],
      [`${'*a'.repeat(100)}`, 'a'.repeat(1000), true],
      [`*${'a'.repeat(200)}*b`, `${'a'.repeat(1000)}b`, true],
    ];
    for (const [pattern, text, matches] of cases) {
      const items = pattern.replace(/\[[^\]]*\]/g, '.').replace(/\*+/g, '*').length;
      const { matched, steps } = compileGlob(pattern).measure(text);
      expect(matched, pattern).toBe(matches);
      expect(steps, pattern).toBeLessThanOrEqual((items + 1) * (text.length + 1));
    }
  });

  it('matches 10,000 long keys against the 200-star pattern in steps linear in each key', () => {
    const glob = compileGlob(`${'*'.repeat(200)}Z`);
    let found = 0;
    let most = 0;
    for (let i = 0; i < 10_000; i++) {
      const { matched, steps } = glob.measure(`key:${i}:`.padEnd(1024, 'x'));
      if (matched) found++;
      most = Math.max(most, steps);
    }
    expect(found).toBe(0);
    // The stars are one item and Z another: at most two steps a character of the key, not 200.
    expect(most).toBeGreaterThan(1024);
    expect(most).toBeLessThanOrEqual(2 * (1024 + 1));
    // `npm run bench:costly-input` prints the time this takes, beside the regular expression this replaced.
  });

  it('says when a pattern is only stars, so nothing needs comparing', () => {
    expect(compileGlob('*').matchesEverything).toBe(true);
    expect(compileGlob('***').matchesEverything).toBe(true);
    expect(compileGlob('*a').matchesEverything).toBe(false);
    expect(compileGlob('\\*').matchesEverything).toBe(false);
  });
});
