import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope } from '../../contract/envelope';
import { Code, httpStatusOf, messageOf } from '../../contract/errors';
import { ownershipUseOf } from '../../contract/ownership-refusal';
import { isCacheUnavailable } from '../cache/cache-unavailable';
import { constraintViolation } from '../db/constraint-violation';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { ApiError, ownWordsOf } from './api-error';
import { languageOf } from './request-language';
import { schemaFailure } from './validation-failure';

/**
 * Turns every failure into the envelope with the HTTP status of its code. Client
 * mistakes that break no business rule (malformed JSON, wrong content type, body too
 * large, bad query parameters) become 400 with a clear `msg`; anything unexpected
 * becomes 500 "System Exception", logged with its stack and never described to the caller.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const failure = describeFailure(error, request);
    if (failure.code === Code.SYSTEM) request.log.error({ err: error }, 'unexpected error');
    if (failure.code === Code.UNAVAILABLE) request.log.warn({ err: error }, 'a service the call needs is unavailable');
    reply.status(httpStatusOf(failure.code)).send(failure);
  });
}

/** The answer for a path nothing serves. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): void {
  reply
    .status(httpStatusOf(Code.NOT_FOUND))
    .send(failureEnvelope(Code.NOT_FOUND, `${request.method} ${pathOf(request)}`));
}

export function failureEnvelope(code: number, msg?: string): Envelope<null> {
  return { code, msg: msg ?? messageOf(code, 'en'), data: null };
}

function describeFailure(error: FastifyError | Error, request: FastifyRequest): Envelope<unknown> {
  if (error instanceof ApiError) {
    // A field's own words for its rule are told in the admin's language, not only in English.
    const detail = ownWordsOf(error.data)?.[languageOf(request)] ?? error.detail;
    const data = error.code === Code.NOT_MINE ? withOwnershipUse(error.data, request) : error.data;
    return { ...failureEnvelope(error.code, detail), data };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.validation) {
    // The field and rule it broke, as a refusal of the contract's validators names them.
    return { ...failureEnvelope(Code.BAD_REQUEST, error.message), data: schemaFailure(fastifyError.validation) };
  }
  const status = fastifyError.statusCode;
  if (status === Code.UNAUTHORIZED || status === Code.FORBIDDEN || status === Code.NOT_FOUND) {
    return failureEnvelope(status);
  }
  if (status === 429) return failureEnvelope(Code.FREQUENT_REQUESTS);
  // The database restarting or out of reach: try again shortly, nothing was written.
  if (isDatabaseUnavailable(error)) return failureEnvelope(Code.UNAVAILABLE, 'the database');
  if (isCacheUnavailable(error)) return failureEnvelope(Code.UNAVAILABLE, 'the cache (Redis)');
  // Services translate the refusals they expect; any other one still comes from what the client sent.
  const refusal = constraintViolation(error);
  if (refusal) return failureEnvelope(Code.BAD_REQUEST, refusalText[refusal.kind]);
  if (status !== undefined && status >= 400 && status < 500) {
    return failureEnvelope(Code.BAD_REQUEST, clientErrorText(fastifyError));
  }
  return failureEnvelope(Code.SYSTEM);
}

/** A 6059 says what it refused (`data.use`): read, change, delete, retry… chosen by the route. */
function withOwnershipUse(data: unknown, request: FastifyRequest): Record<string, unknown> {
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const route = request.routeOptions.url ?? pathOf(request);
  return { ...fields, use: fields.use ?? ownershipUseOf(request.method, route, fields.rule) };
}

const refusalText = {
  unique: 'a value that must be unique already exists',
  reference: 'a referenced row does not exist, or other rows still refer to this one',
  'not-null': 'a required field has no value',
  check: 'a value breaks a rule of its field',
  'invalid-value': 'a value does not fit its field',
} as const;

function clientErrorText(error: Partial<FastifyError>): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'the body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'the body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'the content type is not supported; send application/json';
    default:
      return error.message ?? 'the request cannot be served';
  }
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0];
}
