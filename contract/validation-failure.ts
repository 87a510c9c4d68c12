import type { RuleParams } from './rules/rule-messages';

/** Which write a body is validated for: a new row, or the fields sent to change a stored one. */
export type ValidationMode = 'create' | 'update';

/** One rule a body breaks, as the forms and the server report it. */
export interface ValidationFailure {
  code: number;
  /** The field that failed, when one did. */
  field?: string;
  /** The failed rule: a JSON Schema keyword (`required`, `maxLength`, `additionalProperties`…). */
  keyword: string;
  /** Short English text naming the field and the rule. */
  msg: string;
  /** The rule's limits or allowed values, for the text a form shows in its own language. */
  params?: RuleParams;
}
