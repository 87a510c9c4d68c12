import { countryCodeFailure, phoneFailure } from './phone';

/**
 * Rules a schema attaches to a field by name (`"x-rule": "phone"`), for what JSON
 * Schema alone cannot say: a phone number is valid only for its country code. The
 * generated validators check the field's own keywords; these run after them, on
 * the server and in the browser alike (contract/validation.ts).
 */
export const FIELD_RULE_NAMES = ['countryCode', 'phone'] as const;
export type FieldRuleName = (typeof FIELD_RULE_NAMES)[number];

export interface FieldRule {
  /** The other field this rule reads, by its rule name (the phone reads the country code). */
  reads?: FieldRuleName;
  /** The catalogue code of a failure, or null. `partner` is the value of the field read. */
  check(value: string, partner: string): number | null;
}

export const FIELD_RULES: Record<FieldRuleName, FieldRule> = {
  countryCode: { check: (value) => countryCodeFailure(value) },
  phone: {
    reads: 'countryCode',
    // A wrong country code is the country code's failure; the phone is judged against a valid one only.
    check: (value, countryCode) => (countryCodeFailure(countryCode) === null ? phoneFailure(countryCode, value) : null),
  },
};
