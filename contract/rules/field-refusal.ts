import { Code, messageOf } from '../errors';
import type { Locale } from '../resource';
import { type RuleFailure, type RuleParams, ruleMessage } from './rule-messages';

/**
 * Codes whose catalogue text names no one field ("Binding failed", "The data or name is
 * empty"): a refusal of a field under one of them is told by the field's label and the
 * rule instead, so that the admin reads which field and what it must be.
 */
export const UNSPECIFIC_FIELD_CODES: ReadonlySet<number> = new Set<number>([
  Code.BAD_REQUEST,
  Code.BIND_PARAMS_NULL,
  Code.BIND_FAILED,
  Code.DATA_NULL,
  Code.UNBIND_PARAMS,
]);

/** A sentence per rule about a field named by its label, in both languages. */
const SENTENCES: Record<string, [string, string]> = {
  required: ['{label} is required', '{label}为必填项'],
  length: ['{label} must be between {min} and {max} characters', '{label}长度必须在 {min} 到 {max} 个字符之间'],
  minLength: ['{label} must be at least {min} characters', '{label}长度至少为 {min} 个字符'],
  maxLength: ['{label} must be at most {max} characters', '{label}长度不能超过 {max} 个字符'],
  pattern: ['{label} is not in the right format', '{label}格式不正确'],
  format: ['{label} must be a date and time', '{label}必须是日期和时间'],
  type: ['{label} is of the wrong kind', '{label}的值类型不正确'],
  enum: ['{label} must be one of: {values}', '{label}必须是以下之一：{values}'],
  minimum: ['{label} must be at least {limit}', '{label}不能小于 {limit}'],
  maximum: ['{label} must be at most {limit}', '{label}不能大于 {limit}'],
  minItems: ['{label}: choose at least {limit}', '{label}：至少选择 {limit} 项'],
  maxItems: ['{label}: choose at most {limit}', '{label}：最多选择 {limit} 项'],
  additionalProperties: ['{label} is not a field of this form', '{label}不是此表单的字段'],
  readOnly: ['{label} cannot be changed here', '{label}在此处不可修改'],
  unique: ['{label} already exists', '{label}已存在'],
  invalid: ['{label} is not valid', '{label}的值无效'],
};

function sentenceKey(rule: string, params: RuleParams): string {
  if (rule === 'minLength' || rule === 'maxLength') {
    if (params.min !== undefined && params.max !== undefined) return 'length';
    return params.max === undefined ? 'minLength' : 'maxLength';
  }
  if (rule === 'not') return 'pattern';
  return rule in SENTENCES ? rule : 'invalid';
}

/** The rule said of a field by its label ("First name is required", "名为必填项"). */
export function fieldRuleSentence(label: string, rule: string, params: RuleParams | undefined, locale: Locale): string {
  const values = params ?? {};
  const text = SENTENCES[sentenceKey(rule, values)][locale === 'zh' ? 1 : 0];
  return text.replace(/\{(label|min|max|limit|values)\}/g, (_, name: 'label' | keyof RuleParams) => {
    if (name === 'label') return label;
    const value = values[name];
    return Array.isArray(value) ? value.join(locale === 'zh' ? '、' : ', ') : String(value ?? '');
  });
}

/**
 * The text of a refused field in a language, drawn from the code, the field and the rule:
 * the field's own words for the rule when it has them (a MAC address's shape), the
 * catalogue text when the code is the field's own ("The surname is empty"), else the
 * field's label with the rule ("First name is required"), or the rule's words alone
 * when no label is known.
 */
export function fieldRefusalText(label: string | undefined, failure: RuleFailure, locale: Locale): string {
  if (failure.params?.message) return failure.params.message[locale];
  if (!UNSPECIFIC_FIELD_CODES.has(failure.code)) return messageOf(failure.code, locale);
  if (label) return fieldRuleSentence(label, failure.rule, failure.params, locale);
  return ruleMessage(failure.rule, failure.params, locale);
}
