import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

export interface RequestValidatorOptions {
  /**
   * Converts values to their declared types (`"2"` to 2, `"true"` to true), as path and
   * query parameters, text by nature, need; on unless false.
   */
  coerceTypes?: boolean;
}

/**
 * The validator for params, querystrings and headers. Unlike Fastify's default it
 * keeps unknown properties so that `additionalProperties: false` refuses them: an
 * unknown query parameter is a mistake to report, not to drop silently.
 */
export function createRequestValidator({
  coerceTypes = true,
}: RequestValidatorOptions = {}): FastifySchemaCompiler<unknown> {
  const ajv = new Ajv({
    coerceTypes: coerceTypes ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    strict: false,
  });
  addFormats(ajv);
  const compiled = new WeakMap<object, ValidateFunction>();
  return ({ schema }) => {
    if (typeof schema !== 'object' || schema === null) return ajv.compile({});
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  };
}

/**
 * For routes whose body is checked in the handler by the contract's validators (the
 * same ones the browser runs), so that a bad body gets the schema's catalogue code
 * rather than a generic schema error. The body schema still documents the route.
 */
export function withBodyCheckedByHandler(compile: FastifySchemaCompiler<unknown>): FastifySchemaCompiler<unknown> {
  const acceptAnyBody = () => true;
  return (route) => (route.httpPart === 'body' ? acceptAnyBody : compile(route));
}
