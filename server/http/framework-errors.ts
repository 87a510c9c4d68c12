import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Code, httpStatusOf } from '../../contract/errors';
import { failureEnvelope } from './error-handler';
import { setSecurityHeaders } from './security-headers';

/** The longest path parameter the router reads (Fastify's `maxParamLength`, left at its default). */
export const MAX_PATH_PARAM_LENGTH = 100;

const TEXTS: Record<string, string> = {
  FST_ERR_MAX_PARAM_LENGTH: `a path parameter is longer than ${MAX_PATH_PARAM_LENGTH} characters`,
  FST_ERR_BAD_URL: 'the path is not a valid URL',
};

/**
 * Requests the router refuses before any route sees them (a path parameter longer than it
 * reads, a path that does not decode) get the envelope with code 400, whatever the method
 * and whether or not the caller signed in, instead of Fastify's own body and status 414.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const text = TEXTS[error.code] ?? 'the request cannot be served';
  // The router answers these before any hook runs: the answer takes the headers every answer has here.
  setSecurityHeaders(reply);
  reply.status(httpStatusOf(Code.BAD_REQUEST)).send(failureEnvelope(Code.BAD_REQUEST, text));
}
