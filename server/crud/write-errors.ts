import { foreignKeyName, indexName } from '../../contract/constraint-names';
import { CATALOGUE, Code } from '../../contract/errors';
import type { FieldDefinition, Referrer, ResourceDefinition } from '../../contract/resource';
import { type ConstraintViolation, constraintViolation } from '../db/constraint-violation';
import type { Row } from '../db/database';
import { ApiError, type FieldFailure } from '../http/api-error';

/** A failure naming what still refers to the row a delete was refused for. */
type RestrictFailure = FieldFailure & { resource: string };

/**
 * The one place that turns a database's refusal of a write into the API's answer,
 * each naming the fields and rules in `data`: a unique index (one field or several)
 * into the catalogue code the schema gives it, a NULL in a required column into the
 * field's `required` code, a reference to a missing row into 404, and a delete of a
 * row other rows still refer to (a foreign key that restricts) into 409, naming them.
 * Returns undefined for errors that are not refusals of the values written.
 */
export function writeRefusal(resource: ResourceDefinition, error: unknown, values: Row): ApiError | undefined {
  const violation = constraintViolation(error);
  switch (violation?.kind) {
    case 'unique':
      return uniqueRefusal(resource, violation, values);
    case 'not-null':
      return notNullRefusal(resource, violation.column);
    case 'reference':
      return referenceRefusal(resource, violation.constraint, values);
    default:
      return undefined;
  }
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

/** The refusal with `code`: its `{msg}` filled with `value` where the text has one; 400 explains in `detail`. */
function refusal(code: number, failures: FieldFailure[], value: unknown, detail: string): ApiError {
  if (code === Code.BAD_REQUEST) return ApiError.ofFields(code, detail, failures);
  const text = CATALOGUE[code]?.en ?? '';
  return ApiError.ofFields(code, text.includes('{msg}') ? String(value ?? '') : undefined, failures);
}

const sameColumns = (a: string[], b: string[]) => a.length === b.length && a.every((column) => b.includes(column));

/**
 * The unique rules of the resource, each one field's `x-db.unique` or a composite of
 * `x-resource.unique`, found by the index name (PostgreSQL) or by the columns.
 */
function uniqueRule(resource: ResourceDefinition, violation: Extract<ConstraintViolation, { kind: 'unique' }>) {
  const single = resource.fields.filter((field) => field.db.unique).map((field) => ({ fields: [field.name] }));
  const rules: { fields: string[]; code?: number }[] = [...single, ...(resource.unique ?? [])];
  const byName = rules.find((rule) => indexName(resource.table, rule.fields, true) === violation.constraint);
  return byName ?? rules.find((rule) => sameColumns(rule.fields, violation.columns));
}

function uniqueRefusal(
  resource: ResourceDefinition,
  violation: Extract<ConstraintViolation, { kind: 'unique' }>,
  values: Row,
): ApiError {
  const rule = uniqueRule(resource, violation);
  const fields = rule?.fields ?? [];
  // [siteId, personId] reads "personId is unique within siteId": the last field is the one to change.
  const [changed, ...scope] = [...fields].reverse();
  const field = resource.fields.find((candidate) => candidate.name === changed);
  const code = rule?.code ?? field?.errors.unique ?? Code.BAD_REQUEST;
  const failures = [changed, ...scope].filter(Boolean).map((name) => ({ field: name, rule: 'unique' }));
  const value = changed ? values[changed] : undefined;
  const within = scope.length > 0 ? ` for this ${scope.join(' and ')}` : '';
  const detail = `${changed ?? 'a unique value'} ${JSON.stringify(value ?? null)} already exists${within}`;
  return refusal(code, failures, value, detail);
}

function notNullRefusal(resource: ResourceDefinition, column: string | undefined): ApiError {
  const field = resource.fields.find((candidate) => candidate.name === column);
  const code = field?.errors.required ?? Code.BAD_REQUEST;
  const failures = column ? [{ field: column, rule: 'required' }] : [];
  return refusal(code, failures, undefined, `${column ?? 'a required field'} is required`);
}

/**
 * A foreign key refused the write. PostgreSQL names the key: one of this resource's
 * own references, or a key of a referrer. SQLite names none; a write that set no
 * reference can only have been refused as a delete of a row still referred to, and
 * the referrers that restrict are then all named, the likeliest first.
 */
function referenceRefusal(resource: ResourceDefinition, constraint: string | undefined, values: Row): ApiError {
  const written = resource.fields.filter(
    (field) => field.db.onDelete !== undefined && values[field.name] !== null && values[field.name] !== undefined,
  );
  const restricting = (resource.referencedBy ?? []).filter((referrer) => referrer.onDelete === 'restrict');
  if (constraint !== undefined) {
    const own = written.filter((field) => foreignKeyName(resource.table, field.name) === constraint);
    const referrers = restricting.filter((referrer) => foreignKeyName(referrer.table, referrer.field) === constraint);
    if (own.length > 0 || referrers.length === 0) return missingReference(own.length > 0 ? own : written, values);
    return inUse(resource, referrers);
  }
  if (written.length > 0 || restricting.length === 0) return missingReference(written, values);
  return inUse(resource, restricting);
}

function missingReference(fields: FieldDefinition[], values: Row): ApiError {
  const failures = fields.map((field) => ({ field: field.name, rule: 'references' }));
  const targets = fields.map((field) => `${field.references} ${String(values[field.name])}`);
  return ApiError.ofFields(Code.NOT_FOUND, targets.join(' or ') || 'a referenced row', failures);
}

function inUse(resource: ResourceDefinition, referrers: Referrer[]): ApiError {
  const failures: RestrictFailure[] = referrers.map((referrer) => ({
    field: referrer.field,
    rule: 'restrict',
    resource: referrer.resource,
  }));
  const by = referrers.map((referrer) => `${referrer.resource}.${referrer.field}`).join(' or ');
  return ApiError.ofFields(Code.IN_USE, `${resource.name} is still referred to by ${by}`, failures);
}
