import { getResource } from '../../../contract/registry';
import type { Locale } from '../../../contract/resource';
import type { RowRefusal } from '../../../contract/site-import';
import { apiErrorText } from '../../providers/apiError';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The import's own rules, worded by the page with the values the server gave. */
const OWN_RULES: Record<string, string> = {
  unique: 'app.site-import.rule_unique',
  missing: 'app.site-import.rule_missing',
  maxLength: 'app.site-import.rule_length',
  minLength: 'app.site-import.rule_length',
};

/** Why a row was refused, in the admin's language: the import's own rule, else the catalogue's text of the code. */
export function refusalText(refusal: RowRefusal, locale: Locale, translate: Translate): string {
  const own = OWN_RULES[refusal.rule];
  if (own && refusal.args) return translate(own, refusal.args);
  return apiErrorText(refusal.code, refusal.msg, locale);
}

/** The refused field as its column is headed: the resident field's label, or the photo file. */
export function fieldLabel(field: string, locale: Locale, translate: Translate): string {
  if (field === 'photo') return translate('app.site-import.photo');
  const label = getResource('resident')?.fields.find((candidate) => candidate.name === field)?.label;
  return label?.[locale] ?? field;
}
