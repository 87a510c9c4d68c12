import { Code, messageOf } from '../errors';
import type { Label, Locale } from '../resource';

/** What a failed rule needs to be told in words: its limits or allowed values, or the field's own words. */
export interface RuleParams {
  min?: number;
  max?: number;
  limit?: number;
  values?: string[];
  /** The field's own text for this rule (`x-messages`), in both languages: it is told as it is. */
  message?: Label;
}

/** A failed rule as the server names it in `data` (and as the browser's own check finds it). */
export interface RuleFailure {
  code: number;
  /** The JSON Schema keyword or write rule (`maxLength`, `pattern`, `unique`…). */
  rule: string;
  params?: RuleParams;
}

const TEXTS: Record<string, [string, string]> = {
  length: ['Must be between {min} and {max} characters', '长度必须在 {min} 到 {max} 个字符之间'],
  minLength: ['Must be at least {min} characters', '长度至少为 {min} 个字符'],
  maxLength: ['Must be at most {max} characters', '长度不能超过 {max} 个字符'],
  pattern: ['The format is wrong', '格式不正确'],
  format: ['Must be a date and time', '必须是日期和时间'],
  type: ['The value is of the wrong kind', '值的类型不正确'],
  enum: ['Must be one of: {values}', '必须是以下之一：{values}'],
  minimum: ['Must be at least {limit}', '不能小于 {limit}'],
  maximum: ['Must be at most {limit}', '不能大于 {limit}'],
  minItems: ['Choose at least {limit}', '至少选择 {limit} 项'],
  maxItems: ['Choose at most {limit}', '最多选择 {limit} 项'],
  required: ['Required', '必填'],
  additionalProperties: ['Not a field of this form', '不是此表单的字段'],
  readOnly: ['Cannot be changed here', '此处不可修改'],
  unique: ['Already exists', '已存在'],
  invalid: ['The value is not valid', '值无效'],
};

function textKey(rule: string, params: RuleParams): string {
  if (rule === 'minLength' || rule === 'maxLength') {
    if (params.min !== undefined && params.max !== undefined) return 'length';
    return params.max === undefined ? 'minLength' : 'maxLength';
  }
  if (rule === 'not') return 'pattern';
  return rule in TEXTS ? rule : 'invalid';
}

/** The words of a failed rule without a catalogue code of its own, in a language ("between 1 and 50 characters"). */
export function ruleMessage(rule: string, params: RuleParams | undefined, locale: Locale): string {
  const values = params ?? {};
  if (values.message) return values.message[locale];
  const text = TEXTS[textKey(rule, values)][locale === 'zh' ? 1 : 0];
  return text.replace(/\{(min|max|limit|values)\}/g, (_, name: keyof RuleParams) => {
    const value = values[name];
    return Array.isArray(value) ? value.join(locale === 'zh' ? '、' : ', ') : String(value ?? '');
  });
}

/**
 * The text of a field's failure in a language: the field's own words for the rule
 * when it has them, else its catalogue code's text, or, for a rule the spec gives no
 * code (400), the rule's own words — never the English detail the server sends in `msg`.
 */
export function failureText(failure: RuleFailure, locale: Locale): string {
  return failure.code === Code.BAD_REQUEST || failure.params?.message
    ? ruleMessage(failure.rule, failure.params, locale)
    : messageOf(failure.code, locale);
}
