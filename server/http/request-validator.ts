import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * The validator of every request part, the one place that decides how each is read.
 * Path parameters, query strings and headers are text by nature: their values are
 * converted to the types their schema declares (`"2"` to 2, `"true"` to true). A body
 * is JSON and carries its types: it is checked as sent, so `"false"` is no boolean,
 * `"1"` no integer, `null` neither and `"a"` no array, and a wrong type is refused
 * (400 naming the field, `rule: "type"`) rather than guessed at.
 *
 * Unlike Fastify's default it keeps unknown properties so that `additionalProperties:
 * false` refuses them: an unknown field or query parameter is a mistake to report,
 * not to drop silently.
 */
export function createRequestValidator(): FastifySchemaCompiler<unknown> {
  const fromText = schemaCompiler(true);
  const asSent = schemaCompiler(false);
  return (route) => (route.httpPart === 'body' ? asSent(route) : fromText(route));
}

function schemaCompiler(convertsText: boolean): FastifySchemaCompiler<unknown> {
  const ajv = new Ajv({
    coerceTypes: convertsText ? 'array' : false,
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
