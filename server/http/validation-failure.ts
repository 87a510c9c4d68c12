import type { FastifySchemaValidationError } from 'fastify';
import type { RuleParams } from '../../contract/rules/rule-messages';
import type { FieldFailure } from './api-error';

/** The limits a route schema's failed keyword names, so that a client words the rule in its own language. */
function paramsOf(error: FastifySchemaValidationError): RuleParams | undefined {
  const limit = Number((error.params as { limit?: unknown }).limit);
  if (!Number.isFinite(limit)) return undefined;
  if (error.keyword === 'minLength') return { min: limit };
  if (error.keyword === 'maxLength') return { max: limit };
  return { limit };
}

/**
 * The field and rule of a request a route's schema refused (the first failure): the
 * property under the body or query it names, or the missing or unknown one.
 */
export function schemaFailure(errors: readonly FastifySchemaValidationError[]): FieldFailure | null {
  const [first] = errors;
  if (!first) return null;
  const params = first.params as { missingProperty?: unknown; additionalProperty?: unknown };
  const named = params.missingProperty ?? params.additionalProperty;
  const step = first.instancePath.split('/')[1];
  const field = typeof named === 'string' ? named : step ? decodeURIComponent(step).replaceAll('~1', '/') : '';
  if (field === '') return null;
  const limits = paramsOf(first);
  return { field, rule: first.keyword, ...(limits ? { params: limits } : {}) };
}
