import { CATALOGUE, Code } from '../../contract/errors';
import type { ResourceDefinition } from '../../contract/resource';
import { constraintViolation } from '../db/constraint-violation';
import type { Row } from '../db/database';
import { ApiError } from '../http/api-error';

/**
 * The one place that turns a database's refusal of a write into the API's answer:
 * a unique index into the field's own catalogue code, naming the field and rule.
 * Returns undefined for errors that are not refusals of the values written.
 */
export function writeRefusal(resource: ResourceDefinition, error: unknown, values: Row): ApiError | undefined {
  const violation = constraintViolation(error);
  if (violation?.kind !== 'unique') return undefined;
  const field = resource.fields.find((candidate) =>
    violation.columns.some((column) => column === candidate.name || column.includes(`_${candidate.name}_`)),
  );
  const code = field?.errors.unique ?? Code.BAD_REQUEST;
  const value = field ? values[field.name] : undefined;
  const failures = field ? [{ field: field.name, rule: 'unique' }] : [];
  if (code !== Code.BAD_REQUEST && CATALOGUE[code]?.en.includes('{msg}'))
    return ApiError.ofFields(code, String(value ?? ''), failures);
  if (code !== Code.BAD_REQUEST) return ApiError.ofFields(code, undefined, failures);
  return ApiError.ofFields(
    code,
    `${field?.name ?? 'a unique value'} ${JSON.stringify(value ?? null)} already exists`,
    failures,
  );
}

/** Runs a write, answering the database's refusal of its values with a catalogue code. */
export async function refusedAsApiError<T>(
  resource: ResourceDefinition,
  values: Row,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw writeRefusal(resource, error, values) ?? error;
  }
}
