import { Code } from './errors';
import { type GeneratedValidationError, validators } from './generated/validators';
import type { FieldDefinition, ResourceDefinition } from './resource';
import { fieldRuleFailures } from './rules/field-rule-checks';
import type { RuleParams } from './rules/rule-messages';
import { runtimeValidatorsOf, type ValidatorPair } from './runtime-registry';
import type { ValidationFailure, ValidationMode } from './validation-failure';

/**
 * Input validation shared by the browser forms and the server: the same generated
 * validators, the same catalogue codes, the same messages. Codes come from each
 * field's `x-errors`; a rule without one fails with the generic 400.
 */

export type { ValidationFailure, ValidationMode } from './validation-failure';

/** The generated validators of a resource, or those of an entity published at run time. */
function validatorPairOf(name: string): ValidatorPair | undefined {
  return (validators as Record<string, ValidatorPair | undefined>)[name] ?? runtimeValidatorsOf(name);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value a form leaves behind when the user typed nothing. */
/** Nothing given: no value, text of blanks only, or a list with nothing chosen (a multi-select). */
function isBlank(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function requiredFailure(field: FieldDefinition): ValidationFailure {
  return {
    code: field.errors.required ?? Code.BAD_REQUEST,
    field: field.name,
    keyword: 'required',
    msg: `${field.name} is required`,
  };
}

/**
 * Required fields are checked before the schema rules so that an empty or
 * whitespace-only string fails as "required" (6037 "name null") rather than as a
 * length rule, and a required list with nothing chosen fails as "required" too; on
 * update only the fields the body carries are checked.
 */
function missingRequired(resource: ResourceDefinition, mode: ValidationMode, input: Record<string, unknown>) {
  return everyMissingRequired(resource, mode, input)[0] ?? null;
}

function everyMissingRequired(
  resource: ResourceDefinition,
  mode: ValidationMode,
  input: Record<string, unknown>,
): ValidationFailure[] {
  return resource.fields
    .filter((field) => field.required && !field.readOnly && !field.internal)
    .filter((field) => mode === 'create' || Object.hasOwn(input, field.name))
    .filter((field) => isBlank(input[field.name]))
    .map(requiredFailure);
}

function typeName(type: unknown): string {
  const types = Array.isArray(type) ? type : [type];
  return String(types.find((candidate) => candidate !== 'null') ?? type);
}

function ruleText(
  field: FieldDefinition | undefined,
  error: GeneratedValidationError,
  name: string,
  rulePath: string,
): string {
  const params = error.params;
  switch (error.keyword) {
    case 'minLength':
    case 'maxLength':
      return field?.maxLength !== undefined
        ? `${name} must be between ${field.minLength ?? 0} and ${field.maxLength} characters`
        : `${name} must be at least ${field?.minLength ?? params.limit} characters`;
    case 'pattern':
    case 'not':
      return field?.messages?.[rulePath]?.en ?? `${name} has the wrong format`;
    case 'format':
      return `${name} must be a date and time such as 2024-01-31T08:00:00.000Z`;
    case 'type':
      return `${name} must be ${typeName(params.type)}`;
    case 'enum':
      return `${name} must be one of ${(field?.options ?? []).map((option) => option.value).join(', ')}`;
    case 'minimum':
      return `${name} must be at least ${params.limit}`;
    case 'maximum':
      return `${name} must be at most ${params.limit}`;
    case 'minItems':
      return `${name} must hold at least ${params.limit} items`;
    case 'maxItems':
      return `${name} must hold at most ${params.limit} items`;
    default:
      return `${name} is invalid (${error.keyword})`;
  }
}

/**
 * The code of a failed rule: the field's `x-errors` entry for the exact rule path
 * (`allOf/1/not`), else for the keyword; rules inside array items answer to `items`.
 */
function codeOf(field: FieldDefinition | undefined, rulePath: string, keyword: string): number {
  const errors = field?.errors ?? {};
  const code =
    errors[rulePath] ??
    (rulePath.startsWith('items/') ? errors.items : rulePath.includes('/') ? undefined : errors[keyword]);
  return code ?? errors[keyword.split('/')[0]] ?? Code.BAD_REQUEST;
}

function failureOf(resource: ResourceDefinition, error: GeneratedValidationError): ValidationFailure {
  const params = error.params;
  if (error.keyword === 'additionalProperties') {
    const name = String(params.additionalProperty);
    return {
      code: Code.BAD_REQUEST,
      field: name,
      keyword: error.keyword,
      msg: `${name} is not a field of ${resource.name}`,
    };
  }
  if (error.keyword === 'required') {
    const name = String(params.missingProperty);
    const field = resource.fields.find((candidate) => candidate.name === name);
    return field
      ? requiredFailure(field)
      : { code: Code.BAD_REQUEST, field: name, keyword: 'required', msg: `${name} is required` };
  }
  if (error.instancePath === '') {
    return { code: Code.BAD_REQUEST, keyword: error.keyword, msg: `the body must be a JSON object` };
  }
  const name = decodeURIComponent(error.instancePath.split('/')[1]).replaceAll('~1', '/').replaceAll('~0', '~');
  const field = resource.fields.find((candidate) => candidate.name === name);
  const rulePath = error.schemaPath.replace(`#/properties/${name}/`, '');
  const limits = paramsOf(field, error, rulePath);
  return {
    code: codeOf(field, rulePath, error.keyword),
    field: name,
    keyword: error.keyword,
    msg: ruleText(field, error, name, rulePath),
    ...(limits ? { params: limits } : {}),
  };
}

/** The limits a failed keyword names, as the field declares them, or the field's own words for its pattern. */
function paramsOf(
  field: FieldDefinition | undefined,
  error: GeneratedValidationError,
  rulePath: string,
): RuleParams | undefined {
  const limit = Number(error.params.limit);
  switch (error.keyword) {
    case 'pattern':
    case 'not': {
      const message = field?.messages?.[rulePath];
      return message ? { message } : undefined;
    }
    case 'minLength':
    case 'maxLength':
      return field?.maxLength !== undefined
        ? { min: field.minLength ?? 0, max: field.maxLength }
        : { min: field?.minLength ?? limit };
    case 'minimum':
    case 'maximum':
    case 'minItems':
    case 'maxItems':
      return Number.isFinite(limit) ? { limit } : undefined;
    case 'enum':
      return { values: (field?.options ?? []).map((option) => option.value) };
    default:
      return undefined;
  }
}

/**
 * Checks a create or update body against a resource's generated validator.
 * Returns the first failure, or null when the body may be written. The named rules
 * of fields (`x-rule`) run after the schema's; `stored` is the row an update changes,
 * which the rules reading another field need. System fields
 * and read-only fields are accepted and ignored (the console sends whole records
 * back); any other undeclared field fails with 400.
 */
export function validateInput(
  resource: ResourceDefinition,
  mode: ValidationMode,
  input: unknown,
  stored?: Record<string, unknown>,
): ValidationFailure | null {
  if (!isRecord(input)) return { code: Code.BAD_REQUEST, keyword: 'type', msg: 'the body must be a JSON object' };
  const pair = validatorPairOf(resource.name);
  if (!pair) throw new Error(`no generated validator for resource "${resource.name}"; run npm run generate`);
  const validate = pair[mode];
  if (validate(input))
    return missingRequired(resource, mode, input) ?? fieldRuleFailures(resource, mode, input, stored)[0] ?? null;
  const unknownField = validate.errors?.find((error) => error.keyword === 'additionalProperties');
  if (unknownField) return failureOf(resource, unknownField);
  return (
    missingRequired(resource, mode, input) ??
    failureOf(resource, validate.errors?.[0] ?? { instancePath: '', schemaPath: '#', keyword: 'invalid', params: {} })
  );
}

/**
 * Every failure of a body, one per field, the first being `validateInput`'s: what a
 * form needs to mark all the wrong inputs at once.
 */
export function validationFailures(
  resource: ResourceDefinition,
  mode: ValidationMode,
  input: unknown,
  stored?: Record<string, unknown>,
): ValidationFailure[] {
  const first = validateInput(resource, mode, input, stored);
  if (!first || !isRecord(input)) return first ? [first] : [];
  const validate = (validatorPairOf(resource.name) as ValidatorPair)[mode];
  validate(input);
  const failures = [first, ...everyMissingRequired(resource, mode, input)];
  for (const error of validate.errors ?? []) failures.push(failureOf(resource, error));
  failures.push(...fieldRuleFailures(resource, mode, input, stored));
  const seen = new Set<string>();
  return failures.filter((failure) => {
    const key = failure.field ?? '';
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
