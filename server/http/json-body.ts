import type { FastifyInstance } from 'fastify';
import { Code } from '../../contract/errors';
import { ApiError } from './api-error';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';

/**
 * Fastify's JSON parser (with its prototype-poisoning protection), except that an
 * empty body is no body: browsers send DELETE requests with a JSON content type and
 * nothing in them. A body nested deeper than MAX_JSON_DEPTH is refused before it is
 * parsed, so every later reader of a body walks a bounded one.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new ApiError(Code.BAD_REQUEST, `the body is nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
