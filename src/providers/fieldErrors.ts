import type { Locale, ResourceDefinition } from '../../contract/resource';
import { fieldRefusalText, UNSPECIFIC_FIELD_CODES } from '../../contract/rules/field-refusal';
import type { RuleParams } from '../../contract/rules/rule-messages';
import { ApiError } from './apiError';

/** One failed rule as the server names it in `data` (`{ field, rule }`, several under `failures`). */
interface FieldFailure {
  field?: unknown;
  rule?: unknown;
  code?: unknown;
  params?: RuleParams;
}

function failuresOf(data: unknown): FieldFailure[] {
  if (typeof data !== 'object' || data === null) return [];
  const { failures } = data as { failures?: unknown };
  return Array.isArray(failures) && failures.length > 0 ? (failures as FieldFailure[]) : [data as FieldFailure];
}

/**
 * The text of one named failure in the admin's language: the field's own words for
 * its rule (`x-messages`), else the refusal's own text for
 * its own catalogue code (`{msg}` filled: 6038 names the site), another code's text,
 * or, for a code that names no one field (400, 6037), the field's label with the
 * rule ("First name is required") — never the server's English.
 */
function textOf(failure: FieldFailure, error: ApiError, label: string, locale: Locale): string {
  const code = typeof failure.code === 'number' ? failure.code : error.code;
  const specific = !UNSPECIFIC_FIELD_CODES.has(code) && !failure.params?.message;
  if (code === error.code && specific) return error.text;
  return fieldRefusalText(label, { code, rule: String(failure.rule ?? ''), params: failure.params }, locale);
}

/**
 * The form fields a failed save is about, each with its text: those the server names
 * in `data` (every one when several failed), or else the single field of the
 * resource whose rules map to the failure's code (6038 can only be the site's name).
 */
export function failedFields(resource: ResourceDefinition, error: ApiError, locale: Locale): Record<string, string> {
  const labels = new Map(resource.fields.map((field) => [field.name, field.label[locale]]));
  const fields: Record<string, string> = {};
  for (const failure of failuresOf(error.data)) {
    const field = typeof failure.field === 'string' ? failure.field : '';
    const label = labels.get(field);
    if (label === undefined || field in fields) continue;
    fields[field] = textOf(failure, error, label, locale);
  }
  if (Object.keys(fields).length > 0) return fields;
  const owners = resource.fields.filter((field) => Object.values(field.errors).includes(error.code));
  return owners.length === 1 ? { [owners[0].name]: error.text } : {};
}

/**
 * Puts the failure under its fields, where react-admin's forms show server-side errors.
 * A refusal whose code names no one field (400, 6037) is told by its first field's
 * label and rule, so that its notice says which field and is in the admin's language too.
 */
export function attachFieldError(resource: ResourceDefinition | undefined, error: ApiError, locale: Locale): ApiError {
  const fields = resource ? failedFields(resource, error, locale) : {};
  const [first] = Object.keys(fields);
  const told =
    first && UNSPECIFIC_FIELD_CODES.has(error.code) ? new ApiError({ ...error, text: fields[first] }) : error;
  if (first) told.body = { errors: fields };
  return told;
}
