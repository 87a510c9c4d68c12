import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { envelopeSchema, FAILURE_RESPONSES } from '../../server/crud/route-schemas';
import { ApiError } from '../../server/http/api-error';
import { registerErrorHandler } from '../../server/http/error-handler';
import { serializeOnFirstUse } from '../../server/http/lazy-schema-compilers';
import { refusalSerializer } from '../../server/http/refusal-serializer';

/** Routes documenting that their refusals carry nothing or a reason, and refusals that carry something else. */
async function appWithNarrowRefusals(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  serializeOnFirstUse(app, FAILURE_RESPONSES['4xx']);
  registerErrorHandler(app);
  const reason = { type: 'object', properties: { reason: { type: 'string' } }, required: ['reason'] };
  const response = {
    200: envelopeSchema({ type: 'integer' }),
    '4xx': envelopeSchema({ anyOf: [{ type: 'null' }, reason] }),
  };
  app.post(
    '/narrow',
    { schema: { body: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] }, response } },
    async () => ({ code: 200, msg: 'ok', data: 1 }),
  );
  app.get('/narrow/refusal', { schema: { response } }, async () => {
    throw ApiError.ofFields(Code.NAME_LENGTH, 'too long', [{ field: 'name', rule: 'maxLength', params: { max: 5 } }]);
  });
  app.get('/narrow/list', { schema: { response } }, async () => {
    throw new ApiError(Code.BAD_REQUEST, 'a list', ['not', 'an', 'object']);
  });
  await app.ready();
  return app;
}

describe('refusals a route does not describe', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
  });

  it('still answer the envelope with their code and the fields that failed', async () => {
    app = await appWithNarrowRefusals();
    const bad = await app.inject({ method: 'POST', url: '/narrow', payload: { n: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400, data: { field: 'n', rule: 'type' } });
    const refused = await app.inject({ method: 'GET', url: '/narrow/refusal' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: Code.NAME_LENGTH,
      msg: 'too long',
      data: { field: 'name', rule: 'maxLength', params: { max: 5 }, failures: [expect.any(Object)] },
    });
  });

  it('answer the envelope without data when not even the shared one describes it', async () => {
    app = await appWithNarrowRefusals();
    const answer = await app.inject({ method: 'GET', url: '/narrow/list' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: 400, msg: 'a list', data: null });
  });

  it('keep what the route documents when its schema describes them', () => {
    const own = (data: unknown) => `own:${JSON.stringify(data)}`;
    expect(refusalSerializer([own])({ code: 400, msg: 'x', data: null })).toBe(
      'own:{"code":400,"msg":"x","data":null}',
    );
    const failing = () => {
      throw new Error('does not fit');
    };
    expect(JSON.parse(refusalSerializer([failing])({ msg: 'no code' }))).toEqual({
      code: Code.SYSTEM,
      msg: 'System Exception',
      data: null,
    });
  });
});
