import type { FieldDefinition, ResourceDefinition } from '../resource';
import type { ValidationFailure, ValidationMode } from '../validation-failure';
import { FIELD_RULES } from './field-rules';

type Values = Record<string, unknown>;

const isBlank = (value: string) => value.trim() === '';

/**
 * The value a rule judges: the body's; else, on update, the stored row's; else, on
 * create, nothing. A field left blank stands for its default when it has one (a
 * resident's country code is +86 unless told otherwise), so that a blank cell or
 * input means the same on create and on update. Undefined when the value cannot be
 * known (an update checked before its row is read): the rules reading it wait for
 * the row.
 */
function judgedValue(field: FieldDefinition, mode: ValidationMode, input: Values, stored: Values | undefined): unknown {
  const known = Object.hasOwn(input, field.name) || stored !== undefined || mode === 'create';
  if (!known) return undefined;
  const value = Object.hasOwn(input, field.name) ? input[field.name] : stored?.[field.name];
  const blank = value === null || value === undefined || (typeof value === 'string' && isBlank(value));
  return blank && typeof field.default === 'string' ? field.default : (value ?? '');
}

const ruleFailure = (field: FieldDefinition, code: number, partner: string | undefined): ValidationFailure => ({
  code,
  field: field.name,
  keyword: field.rule ?? 'rule',
  msg:
    partner === undefined ? `${field.name} is not valid` : `${field.name} is not valid for ${JSON.stringify(partner)}`,
});

/**
 * The failures of the named rules (`x-rule`) a body breaks, one per field. On update a
 * rule runs when the body carries its field or the field it reads, against the stored
 * values of the rest (`stored`), so that a new phone is judged by the kept country
 * code. A blank value without a default is left to `required`, unless a field
 * reading it is filled (a phone without a country code).
 */
export function fieldRuleFailures(
  resource: ResourceDefinition,
  mode: ValidationMode,
  input: Values,
  stored?: Values,
): ValidationFailure[] {
  const ruled = resource.fields.filter((field) => field.rule && !field.readOnly && !field.internal);
  const byRule = new Map(ruled.map((field) => [field.rule, field]));
  const text = (field: FieldDefinition) => judgedValue(field, mode, input, stored);
  const failures: ValidationFailure[] = [];
  for (const field of ruled) {
    const rule = FIELD_RULES[field.rule as keyof typeof FIELD_RULES];
    const partner = rule.reads ? byRule.get(rule.reads) : undefined;
    const readers = ruled.filter((other) => FIELD_RULES[other.rule as keyof typeof FIELD_RULES].reads === field.rule);
    const touched = [field, partner, ...readers].some((one) => one && Object.hasOwn(input, one.name));
    if (mode === 'update' && !touched) continue;
    const value = text(field);
    if (typeof value !== 'string') continue;
    if (isBlank(value) && !readers.some((reader) => typeof text(reader) === 'string' && !isBlank(String(text(reader)))))
      continue;
    const partnerValue = partner ? text(partner) : '';
    if (typeof partnerValue !== 'string') continue;
    const code = rule.check(value.trim(), partnerValue.trim());
    if (code !== null) failures.push(ruleFailure(field, code, partner ? partnerValue : undefined));
  }
  return failures;
}
