import type { ResourceDefinition } from '../../contract/resource';
import type { ApiError } from './apiError';

/**
 * The form field a failed save is about: the one the server names in `data.field`,
 * or else the single field of the resource whose rules map to the failure's code
 * (6038 can only be the site's name). Null when the failure is not about one field.
 */
export function failedField(resource: ResourceDefinition, error: ApiError): string | null {
  const named = (error.data as { field?: unknown } | null)?.field;
  if (typeof named === 'string' && resource.fields.some((field) => field.name === named)) return named;
  const owners = resource.fields.filter((field) => Object.values(field.errors).includes(error.code));
  return owners.length === 1 ? owners[0].name : null;
}

/** Puts the failure under its field, where react-admin's forms show server-side errors. */
export function attachFieldError(resource: ResourceDefinition | undefined, error: ApiError): ApiError {
  const field = resource ? failedField(resource, error) : null;
  if (field) error.body = { errors: { [field]: error.text } };
  return error;
}
