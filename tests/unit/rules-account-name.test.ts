import { describe, expect, it } from 'vitest';
import { accountNameFailure } from '../../contract/rules/account-name';

describe('account name rules', () => {
  it('accepts 1 to 20 single-byte characters that are neither all digits nor an email', () => {
    for (const name of ['a', 'alice_01', 'a'.repeat(20), 'José', 'room-7b'])
      expect(accountNameFailure(name)).toBeNull();
  });

  it.each([
    ['', 6005],
    ['   ', 6005],
    ['a'.repeat(21), 6006],
    ['ａｌｉｃｅ', 6007],
    ['张三', 6007],
    ['12345', 6042],
    ['alice@example.com', 6083],
  ])('refuses %j with %i', (name, code) => {
    expect(accountNameFailure(name)).toBe(code);
  });
});
