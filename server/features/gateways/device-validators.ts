import type { FastifySchemaCompiler } from 'fastify';
import { compiledOnFirstUse } from '../../http/lazy-schema-compilers';
import { createRequestValidator } from '../../http/request-validator';

/**
 * The validators of the device routes. A gateway's body is checked as sent: no value
 * is converted to its declared type (`"true"` is no boolean, `"2"` no number, 241 no
 * text), so a wrong type is refused (400 naming the field) rather than guessed at, and
 * the call changes nothing. Path and query parameters, text by nature, are still read
 * as the numbers they declare, as on every other route (`compile`).
 */
export function deviceValidators(compile: FastifySchemaCompiler<unknown>): FastifySchemaCompiler<unknown> {
  const asSent = compiledOnFirstUse(createRequestValidator({ coerceTypes: false }));
  return (route) => (route.httpPart === 'body' ? asSent(route) : compile(route));
}
