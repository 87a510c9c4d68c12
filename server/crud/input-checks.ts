import { Code } from '../../contract/errors';
import { OWNER_FIELD, type ResourceDefinition } from '../../contract/resource';
import { withoutRowDecorations } from '../../contract/row-decorations';
import { validationFailures } from '../../contract/validation';
import type { Row } from '../db/database';
import { ApiError } from '../http/api-error';

export function isRecord(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The body after the contract's validators (the browser runs the same ones). An update
 * is checked again once its row is read (`stored`): rules reading another field (the
 * phone its country code) judge the body against the kept values. What answers add
 * beside a row's fields (row-decorations.ts) is left out first: a row read can be
 * written back as it was read.
 */
export function checkedInput(
  resource: ResourceDefinition,
  mode: 'create' | 'update',
  sent: unknown,
  stored?: Row,
): Row {
  const input = withoutRowDecorations(sent);
  const [failure, ...others] = validationFailures(resource, mode, input, stored);
  if (failure) {
    const failures = [failure, ...others].flatMap((one) =>
      one.field
        ? [{ field: one.field, rule: one.keyword, code: one.code, ...(one.params ? { params: one.params } : {}) }]
        : [],
    );
    throw ApiError.ofFields(failure.code, failure.msg, failures);
  }
  if (!isRecord(input)) throw new ApiError(Code.BAD_REQUEST, 'the body must be a JSON object');
  return input;
}

function isBlank(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * An update's body without the required fields it leaves blank: judged before the row is
 * read, a blank can be told from a blank kept (`withoutKeptBlanks`) only once it is.
 */
export function withoutBlankRequired(resource: ResourceDefinition, input: Row): Row {
  const rest: Row = { ...input };
  for (const field of resource.fields) if (field.required && isBlank(rest[field.name])) delete rest[field.name];
  return rest;
}

/**
 * An update's body without the required fields it sends back blank as they are stored
 * (a seeded account with no phone yet): a row read and written back changes none of them,
 * so none is refused as cleared. A required field the row holds may still not be cleared.
 */
export function withoutKeptBlanks(resource: ResourceDefinition, input: Row, stored: Row): Row {
  const rest: Row = { ...input };
  for (const field of resource.fields) {
    if (field.required && isBlank(rest[field.name]) && isBlank(stored[field.name])) delete rest[field.name];
  }
  return rest;
}

/**
 * A client may send back what it was shown, read-only fields and the owner included,
 * but may not change them: a read-only value that differs from the stored one (or,
 * on create, from nothing or the default) is refused, as an owner on a resource
 * without one is. Only a system write sets them.
 */
export function checkUnchangedReadOnly(resource: ResourceDefinition, input: Row, stored: Row | undefined): void {
  const same = (name: string, fallback: unknown) => {
    const value = input[name];
    const kept = stored ? stored[name] : fallback;
    return value === undefined || value === null || JSON.stringify(value) === JSON.stringify(kept ?? null);
  };
  for (const field of resource.fields) {
    if (!field.readOnly || field.internal || same(field.name, field.default)) continue;
    throw ApiError.ofFields(Code.BAD_REQUEST, `${field.name} is read-only`, [{ field: field.name, rule: 'readOnly' }]);
  }
  if (Object.hasOwn(input, OWNER_FIELD) && (resource.ownership.kind !== 'direct' || !same(OWNER_FIELD, undefined))) {
    const detail =
      resource.ownership.kind === 'direct'
        ? `${OWNER_FIELD} is set by the server`
        : `${OWNER_FIELD} is not a field of ${resource.name}`;
    throw ApiError.ofFields(Code.BAD_REQUEST, detail, [{ field: OWNER_FIELD, rule: 'readOnly' }]);
  }
}

/**
 * The values of a system write checked by the same validators as a client's: the
 * writable fields by the generated validator, read-only ones by their declared kind,
 * internal columns (password hashes) taken as trusted code gives them.
 */
export function checkedSystemValues(resource: ResourceDefinition, mode: 'create' | 'update', values: Row): Row {
  const open: Row = {};
  for (const [name, value] of Object.entries(values)) {
    const field = resource.fields.find((candidate) => candidate.name === name);
    if (!field) throw new Error(`${resource.name} has no field ${name}`);
    if (field.internal) continue;
    if (field.readOnly) checkReadOnlyValue(resource, name, value);
    else open[name] = value;
  }
  checkedInput(resource, mode === 'create' ? 'create' : 'update', open);
  return values;
}

function checkReadOnlyValue(resource: ResourceDefinition, name: string, value: unknown): void {
  const field = resource.fields.find((candidate) => candidate.name === name);
  if (!field || value === null) return;
  const allowed = field.options?.map((option) => option.value);
  const fits =
    (field.type === 'string' && typeof value === 'string' && (!allowed || allowed.includes(value))) ||
    (field.type === 'integer' && Number.isInteger(value)) ||
    (field.type === 'number' && typeof value === 'number') ||
    (field.type === 'boolean' && typeof value === 'boolean') ||
    ((field.type === 'array' || field.type === 'object') && typeof value === 'object');
  if (!fits) {
    const detail = `${name} cannot hold ${JSON.stringify(value)}`;
    throw ApiError.ofFields(field.errors.type ?? Code.BAD_REQUEST, detail, [{ field: name, rule: 'type' }]);
  }
}
