import { messageOf } from '../../contract/errors';
import type { Locale, ResourceDefinition } from '../../contract/resource';
import type { ApiError } from './apiError';

/** One failed rule as the server names it in `data` (`{ field, rule }`, several under `failures`). */
interface FieldFailure {
  field?: unknown;
  rule?: unknown;
  code?: unknown;
}

function failuresOf(data: unknown): FieldFailure[] {
  if (typeof data !== 'object' || data === null) return [];
  const { failures } = data as { failures?: unknown };
  return Array.isArray(failures) && failures.length > 0 ? (failures as FieldFailure[]) : [data as FieldFailure];
}

/**
 * The form fields a failed save is about, each with its text: those the server names
 * in `data` (every one when several failed), or else the single field of the
 * resource whose rules map to the failure's code (6038 can only be the site's name).
 */
export function failedFields(resource: ResourceDefinition, error: ApiError, locale: Locale): Record<string, string> {
  const declared = new Set(resource.fields.map((field) => field.name));
  const fields: Record<string, string> = {};
  for (const failure of failuresOf(error.data)) {
    if (typeof failure.field !== 'string' || !declared.has(failure.field) || failure.field in fields) continue;
    const ownCode = typeof failure.code === 'number' && failure.code !== error.code ? failure.code : undefined;
    // Another field's code has no `msg` of its own: its text stands without the detail.
    fields[failure.field] = ownCode === undefined ? error.text : messageOf(ownCode, locale);
  }
  if (Object.keys(fields).length > 0) return fields;
  const owners = resource.fields.filter((field) => Object.values(field.errors).includes(error.code));
  return owners.length === 1 ? { [owners[0].name]: error.text } : {};
}

/** Puts the failure under its fields, where react-admin's forms show server-side errors. */
export function attachFieldError(resource: ResourceDefinition | undefined, error: ApiError, locale: Locale): ApiError {
  const fields = resource ? failedFields(resource, error, locale) : {};
  if (Object.keys(fields).length > 0) error.body = { errors: fields };
  return error;
}
