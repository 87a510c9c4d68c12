import { describe, expect, it } from 'vitest';
import { unsafePatternRule } from '../../server/features/form-schemas/pattern-safety';

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
  ])('refuses %s as a nested quantifier', (pattern) => {
    expect(unsafePatternRule(pattern)).toBe('nested-quantifier');
  });

  it.each(['^(a)\\1$', '^(?<q>["\'])x\\k<q>$'])('refuses the back-reference in %s', (pattern) => {
    expect(unsafePatternRule(pattern)).toBe('backreference');
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
});
