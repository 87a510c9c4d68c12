import { describe, expect, it } from 'vitest';
import { validators } from '../../contract/generated/validators.js';
import { PATTERN_TEXT_LIMIT } from '../../generator/validators-emitter';
import { PATTERN_WORK_BUDGET, patternWork, unsafePatternRule } from '../../server/features/form-schemas/pattern-safety';
import { patternBreaches } from '../../server/features/form-schemas/schema-limits';
import { longestText, shippedPatterns, worstTexts } from '../support/shipped-patterns';

describe('the static look at a pattern for catastrophic backtracking', () => {
  it.each([
    '^(a+)+$',
    '^(a*)*b$',
    '^((\\w*\\s?)*)x$',
    '((ab)+c)*',
    '^(a{1,3})+$',
    '^(a+){5}$',
    '^(?:x|y+)+$',
    '^(?<word>\\w+)*$',
    '(.*a){20}',
    '^(.*a){20}$',
    '^(\\d+\\.?)+$',
  ])('refuses %s as a nested quantifier', (pattern) => {
    expect(unsafePatternRule(pattern)).toBe('nested-quantifier');
    expect(unsafePatternRule(pattern, 10)).toBe('nested-quantifier');
  });

  it.each(['(a|aa)+$', '^(a|aa)+$', '^(a|a)*$', '^(?:x|y)*$', '^(?:[a-z]|_)+$'])(
    'refuses %s as repeated alternatives',
    (pattern) => {
      expect(unsafePatternRule(pattern)).toBe('repeated-alternation');
    },
  );

  it.each(['^(a)\\1$', '^(?<q>["\'])x\\k<q>$', '(a+)\\1', '^(\\w)\\1{5}$'])(
    'refuses the back-reference in %s',
    (pattern) => {
      expect(unsafePatternRule(pattern)).toBe('backreference');
    },
  );

  it.each([
    ['^a*a*a*a*a*b$', 40],
    ['a*a*a*a*a*b', 1000],
    ['^.*.*.*=.*$', 1000],
    ['^\\d+\\d+\\d+\\d+x$', 100],
    ['^(a|aa){1,40}$', 100],
    ['^[a-z]+[a-z]+[a-z]+$', 1000],
  ] as const)('refuses %s as too costly on %i characters', (pattern, length) => {
    expect(unsafePatternRule(pattern, length)).toBe('too-costly');
    expect(patternWork(pattern, length)).toBeGreaterThan(PATTERN_WORK_BUDGET);
  });

  it.each([
    ['^a*a*b$', 1000],
    ['^[a-z]+[a-z]+[a-z]+$', 100],
    ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', PATTERN_TEXT_LIMIT],
    ['^https?://[^\\s/?#]+[^\\s]*$', 500],
    ['^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$', 10],
    ['^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$', 15],
    ['x{0,99999999}', 100],
  ] as const)('accepts %s on %i characters', (pattern, length) => {
    expect(unsafePatternRule(pattern, length)).toBeUndefined();
  });

  it('accepts the costly shapes just within the budget on their worst-case texts, which they fail', () => {
    // The count is an upper bound: `npm run bench:costly-input` prints what V8 takes on these.
    for (const [pattern, text] of [
      ['^a*a*b$', 'a'.repeat(1000)],
      ['^[a-z]+[a-z]+[a-z]+$', `${'a'.repeat(99)}!`],
      ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', `a@${'.'.repeat(997)}@`],
    ] as const) {
      expect(unsafePatternRule(pattern, text.length)).toBeUndefined();
      expect(patternWork(pattern, text.length), pattern).toBeLessThanOrEqual(PATTERN_WORK_BUDGET);
      expect(new RegExp(pattern, 'u').test(text), pattern).toBe(false);
    }
  });

  it.each([
    '^https?://[^\\s/?#]+[^\\s]*$',
    '^(\\d{1,3}\\.){3}\\d{1,3}$',
    '^(\\+\\d{1,3})?\\d{6,15}$',
    '^[(a+)+]*$',
    '^\\(a+\\)+$',
    '^[^<>]*$',
    '^(?:ab)?c+$',
    '^\\p{L}{1,40}$',
  ])('accepts %s', (pattern) => {
    expect(unsafePatternRule(pattern)).toBeUndefined();
  });

  it('asks a field with a pattern for a maxLength within the longest text a pattern runs on', () => {
    const schema = (field: Record<string, unknown>) => ({ properties: { code: { type: 'string', ...field } } });
    const breach = { pointer: '/properties/code/maxLength', rule: 'pattern-length' };
    expect(patternBreaches(schema({ pattern: '^[A-Z]+$' }))).toMatchObject([breach]);
    expect(patternBreaches(schema({ allOf: [{ not: { pattern: '^[0-9]+$' } }] }))).toMatchObject([breach]);
    expect(patternBreaches(schema({ pattern: '^[A-Z]+$', maxLength: PATTERN_TEXT_LIMIT + 1 }))).toMatchObject([breach]);
    expect(patternBreaches(schema({ pattern: '^[A-Z]+$', maxLength: PATTERN_TEXT_LIMIT }))).toEqual([]);
    expect(patternBreaches(schema({ maxLength: 5000 }))).toEqual([]);
    expect(patternBreaches(schema({ pattern: '^a*a*a*b$', maxLength: 100 }))).toEqual([]);
    expect(patternBreaches(schema({ pattern: '^a*a*a*b$', maxLength: 1000 }))).toMatchObject([
      { pointer: '/properties/code/pattern', rule: 'too-costly' },
    ]);
  });
});

/**
 * Shipped patterns the count refuses though they are linear: written by hand and reviewed.
 * The cron's parts ([0-9A-Za-z*…]+ and \s+) share no character, so each split is forced.
 */
const REVIEWED: Record<string, string> = {
  'scheduled-job.json#cron': 'a repeated group whose parts share no character',
};

describe('the patterns of the shipped schemas', () => {
  const shipped = shippedPatterns();

  it('finds them', () => {
    expect(shipped.length).toBeGreaterThanOrEqual(10);
  });

  it.each(shipped)('$at $pattern is safe on the longest text it runs on', (shippedPattern) => {
    const { at, pattern } = shippedPattern;
    const longest = longestText(shippedPattern);
    // A reviewed pattern is one the count refuses: a review the count no longer needs is dropped.
    if (at in REVIEWED) expect(unsafePatternRule(pattern, longest)).toBeDefined();
    else expect(unsafePatternRule(pattern, longest)).toBeUndefined();
    // The texts that make a backtracking engine work hardest run through it (a runaway one hangs the test);
    // `npm run bench:costly-input` prints how long each pattern takes on them.
    const regex = new RegExp(pattern, 'u');
    for (const text of worstTexts(longest)) regex.test(text);
  });

  it('never runs a pattern on a text longer than the validators allow it', () => {
    // ajv runs every keyword (allErrors): the address pattern would meet a 1 MiB text whole,
    // quadratic in it, for minutes. The validators fail it at once instead.
    const text = `a@${'.'.repeat(1024 * 1024)}@`;
    const valid = validators.admin.create({
      accountName: 'someone',
      name: 'Some',
      surname: 'One',
      countryCode: '86',
      phone: '13800000000',
      email: text,
    });
    expect(valid).toBe(false);
    const rules = (validators.admin.create.errors ?? []).map((error) => `${error.instancePath} ${error.keyword}`);
    expect(rules).toEqual(['/email maxLength', '/email pattern']);
    // A value within its field's maxLength is judged as before.
    expect(
      validators.admin.create({
        ...{ accountName: 'someone', name: 'Some', surname: 'One' },
        countryCode: '86',
        phone: '13800000000',
        email: 'a@b.cn',
      }),
    ).toBe(true);
  });
});
