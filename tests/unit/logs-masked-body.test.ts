import { describe, expect, it } from 'vitest';
import { maskedBody as maskedWith } from '../../server/logs/masked-body';

const maskedBody = (body: unknown) => maskedWith(body, new Set(['password']));

/** `{ inner: { inner: … { password } } }` with `levels` objects, built without recursion. */
function nested(levels: number): Record<string, unknown> {
  let value: Record<string, unknown> = { password: 'Deep#Secret1' };
  for (let level = 1; level < levels; level++) value = { inner: value };
  return value;
}

describe('the API log masker on deeply nested bodies', () => {
  it('renders a body nested 100,000 levels without running out of stack', () => {
    const text = maskedBody(nested(100_000));
    expect(text).toMatch(/^\{"inner":\{"inner":/);
    expect(text).not.toContain('Deep#Secret1');
  });

  it('keeps a body of 32 levels whole, secrets masked, and masks what lies deeper', () => {
    expect(maskedBody(nested(32))).toBe(`${'{"inner":'.repeat(31)}{"password":"******"}${'}'.repeat(31)}`);
    // Two levels more in front: the 33rd level is not read, it is kept as a mask whatever it holds.
    const deeper = maskedBody({ list: [nested(32)] });
    expect(deeper).toBe(`{"list":[${'{"inner":'.repeat(30)}"******"${'}'.repeat(30)}]}`);
  });
});
