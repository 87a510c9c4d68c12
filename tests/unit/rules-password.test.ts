import { describe, expect, it } from 'vitest';
import { confirmationFailure, passwordFailure, samePasswordFailure } from '../../contract/rules/password';

describe('password rules', () => {
  it('accepts 6 to 20 characters with a digit, both cases and a special character', () => {
    expect(passwordFailure('Ab1#xy', 'alice')).toBeNull();
    expect(passwordFailure('Abcdefgh1#Abcdefgh1#', 'alice')).toBeNull();
  });

  it.each([
    ['too short', 'Ab1#x'],
    ['too long', 'Abcdefgh1#Abcdefgh1#X'],
    ['no digit', 'Abcdef#'],
    ['no lower-case letter', 'ABCDE1#'],
    ['no upper-case letter', 'abcde1#'],
    ['no special character', 'Abcdef1'],
    ['whitespace', 'Ab1# xyz'],
    ['the account name inside, any case', 'xALICE1#'],
  ])('refuses a password with %s: 6031, or 6030 for a new password', (_case, password) => {
    expect(passwordFailure(password, 'alice')).toBe(6031);
    expect(passwordFailure(password, 'alice', 'new-password')).toBe(6030);
  });

  it('gives the empty codes 6012 and 6015', () => {
    expect(passwordFailure('', 'alice')).toBe(6012);
    expect(passwordFailure(undefined, 'alice', 'new-password')).toBe(6015);
  });

  it('refuses a confirmation that differs (6018) and a new password equal to the old (6016)', () => {
    expect(confirmationFailure('Ab1#xyz', 'Ab1#xyZ')).toBe(6018);
    expect(confirmationFailure('Ab1#xyz', '')).toBe(6018);
    expect(confirmationFailure('Ab1#xyz', 'Ab1#xyz')).toBeNull();
    expect(samePasswordFailure('Ab1#xyz', 'Ab1#xyz')).toBe(6016);
    expect(samePasswordFailure('Ab1#xyz', 'Ab1#xyw')).toBeNull();
  });
});
