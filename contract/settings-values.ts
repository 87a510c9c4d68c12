import type { Locale } from './resource';
import type { SettingDefinition, SettingSchema } from './settings';

/**
 * Settings as rows store them (text and a valueType) and as code reads them (typed),
 * and the rules a value must keep. The browser form and the server check the same way.
 */

export type StoredValueType = 'string' | 'number' | 'boolean';
export type TypedValue = string | number | boolean;

/** A rule a setting's value broke: a keyword of its schema, or `valueType` when the row's type is not the setting's. */
export type SettingRule = 'type' | 'valueType' | 'minimum' | 'maximum' | 'enum' | 'maxLength' | 'format';

/** The valueType a row of this setting must carry. */
export function storedTypeOf(schema: SettingSchema): StoredValueType {
  if (schema.type === 'integer' || schema.type === 'number') return 'number';
  return schema.type;
}

/** A typed value as a row stores it. */
export function settingText(value: TypedValue): string {
  return String(value);
}

/** The stored text read as the setting's type; undefined when it does not read as one. */
export function parseSettingText(schema: SettingSchema, text: string): TypedValue | undefined {
  if (schema.type === 'boolean') return text === 'true' ? true : text === 'false' ? false : undefined;
  if (schema.type === 'string') return text;
  const number = text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(number) ? number : undefined;
}

const URI = /^[a-z][a-z0-9+.-]*:\/\/[^\s/?#]+[^\s]*$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Whole numbers separated by commas (a Chinese comma too), spaces around them allowed. */
const ID_LIST = /^\s*\d{1,15}\s*([,，]\s*\d{1,15}\s*)*$/;

/** The ids an `id-list` setting names, in the order given; nothing for text that is not such a list. */
export function idListOf(text: string): number[] {
  return ID_LIST.test(text) ? text.split(/[,，]/).map((part) => Number(part.trim())) : [];
}

/** The first rule the stored text breaks, or undefined when it is a valid value of the setting. */
export function settingProblem(schema: SettingSchema, text: string): SettingRule | undefined {
  const value = parseSettingText(schema, text);
  if (value === undefined) return 'type';
  if (typeof value === 'number') {
    if (schema.type === 'integer' && !Number.isInteger(value)) return 'type';
    if (schema.minimum !== undefined && value < schema.minimum) return 'minimum';
    if (schema.maximum !== undefined && value > schema.maximum) return 'maximum';
  }
  if (typeof value === 'string') {
    if (schema.enum && !schema.enum.includes(value)) return 'enum';
    if (schema.maxLength !== undefined && value.length > schema.maxLength) return 'maxLength';
    if (schema.format === 'uri' && value !== '' && !URI.test(value)) return 'format';
    if (schema.format === 'email' && value !== '' && !EMAIL.test(value)) return 'format';
    if (schema.format === 'id-list' && value.trim() !== '' && !ID_LIST.test(value)) return 'format';
  }
  return undefined;
}

/** A stored row's value read as the setting's, or undefined when the row does not hold a valid one. */
export function storedSettingValue(
  setting: SettingDefinition,
  row: { value?: unknown; valueType?: unknown },
): TypedValue | undefined {
  if (typeof row.value !== 'string') return undefined;
  if (row.valueType !== undefined && row.valueType !== storedTypeOf(setting.schema)) return undefined;
  if (settingProblem(setting.schema, row.value) !== undefined) return undefined;
  return parseSettingText(setting.schema, row.value);
}

const TYPE_NAMES: Record<SettingSchema['type'], Record<Locale, string>> = {
  integer: { en: 'a whole number', zh: '整数' },
  number: { en: 'a number', zh: '数字' },
  string: { en: 'text', zh: '文本' },
  boolean: { en: 'true or false', zh: 'true 或 false' },
};

/** The rule a value broke, in words, for a form's helper text and the envelope's msg. */
export function settingRuleText(setting: SettingDefinition, rule: SettingRule, locale: Locale): string {
  const { schema } = setting;
  const name = setting.label[locale];
  const zh = locale === 'zh';
  switch (rule) {
    case 'minimum':
      return zh ? `${name}不能小于 ${schema.minimum}` : `${name} must be at least ${schema.minimum}`;
    case 'maximum':
      return zh ? `${name}不能大于 ${schema.maximum}` : `${name} must be at most ${schema.maximum}`;
    case 'enum':
      return zh
        ? `${name}须为以下之一：${schema.enum?.join('、')}`
        : `${name} must be one of ${schema.enum?.join(', ')}`;
    case 'maxLength':
      return zh
        ? `${name}不能超过 ${schema.maxLength} 个字符`
        : `${name} must be at most ${schema.maxLength} characters`;
    case 'format':
      if (schema.format === 'email') return zh ? `${name}须为邮箱地址` : `${name} must be a mail address`;
      if (schema.format === 'id-list')
        return zh
          ? `${name}须为以逗号分隔的编号，如 12, 15`
          : `${name} must be ids separated by commas, such as 12, 15`;
      return zh
        ? `${name}须为完整网址，如 https://example.com`
        : `${name} must be a full address such as https://example.com`;
    case 'valueType':
      return zh
        ? `${name}的值类型须为 ${storedTypeOf(schema)}`
        : `${name} must be stored with value type ${storedTypeOf(schema)}`;
    default:
      return zh ? `${name}须为${TYPE_NAMES[schema.type].zh}` : `${name} must be ${TYPE_NAMES[schema.type].en}`;
  }
}
