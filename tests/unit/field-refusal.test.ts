import { describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { fieldRefusalText } from '../../contract/rules/field-refusal';

const macShape = { message: { en: 'A MAC address is six pairs…', zh: 'MAC 地址为六组…' } };

describe('the text of a refused field, drawn from the code, the field and the rule', () => {
  it('names the field and the rule where the code names no one field', () => {
    const required = { code: Code.DATA_NULL, rule: 'required' };
    expect(fieldRefusalText('First name', required, 'en')).toBe('First name is required');
    expect(fieldRefusalText('名', required, 'zh')).toBe('名为必填项');
    const long = { code: Code.BIND_FAILED, rule: 'maxLength', params: { max: 50 } };
    expect(fieldRefusalText('Alias', long, 'en')).toBe('Alias must be at most 50 characters');
    expect(fieldRefusalText('别名', long, 'zh')).toBe('别名长度不能超过 50 个字符');
    const between = { code: Code.BAD_REQUEST, rule: 'maxLength', params: { min: 1, max: 20 } };
    expect(fieldRefusalText('Phone', between, 'en')).toBe('Phone must be between 1 and 20 characters');
  });

  it("tells the field's own words for its rule, in the reader's language", () => {
    const failure = { code: Code.BIND_FAILED, rule: 'pattern', params: macShape };
    expect(fieldRefusalText('MAC address', failure, 'en')).toBe('A MAC address is six pairs…');
    expect(fieldRefusalText('MAC 地址', failure, 'zh')).toBe('MAC 地址为六组…');
  });

  it('keeps the catalogue text of a code that is the field’s own, and the rule alone without a label', () => {
    expect(fieldRefusalText('Surname', { code: Code.SURNAME_EMPTY, rule: 'required' }, 'en')).toBe(
      'The surname is empty',
    );
    expect(fieldRefusalText(undefined, { code: Code.BIND_FAILED, rule: 'required' }, 'zh')).toBe('必填');
  });
});
