import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, isKnownCode } from '../../contract/errors';
import { startTestServer, type TestServer } from '../support/test-server';

const LONG_ID = 'x'.repeat(101);

/** A path parameter longer than the router reads, or a path that is no URL, is refused in the envelope. */
describe('path parameters the router cannot read', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ kind: 'sqlite' });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Paths each method serves with a parameter. */
  const served: Record<string, string[]> = {
    GET: [`/api/sites/${LONG_ID}`, `/upload/image/${LONG_ID}.png`],
    PUT: [`/api/sites/${LONG_ID}`, `/api/sites/${LONG_ID}/manual-detection`],
    DELETE: [`/api/sites/${LONG_ID}`],
    POST: [`/api/sites/${LONG_ID}/bind`, `/api/scheduled-jobs/${LONG_ID}/run`],
  };
  const cases = Object.keys(served).flatMap((method) => [
    { method, signedIn: true },
    { method, signedIn: false },
  ]);

  it.each(cases)(
    '$method of a 101-character id answers 400 in the envelope (signed in: $signedIn)',
    async ({ method, signedIn }) => {
      const token = signedIn ? server.adminToken : undefined;
      const body = method === 'PUT' || method === 'POST' ? { name: 'x' } : undefined;
      for (const url of served[method]) {
        const answer = await server.call(method, url, { token, body });
        expect(answer.status, url).toBe(400);
        expect(answer.body, url).toEqual({
          code: Code.BAD_REQUEST,
          msg: expect.stringMatching(/longer than 100/),
          data: null,
        });
        expect(isKnownCode(answer.body.code)).toBe(true);
      }
    },
  );

  it('answers 400 in the envelope to a path that is not a valid URL, with the headers of every answer', async () => {
    const answer = await server.call('GET', '/api/sites/%E0%A4%A');
    expect(answer.status).toBe(400);
    const headers = (await server.app.inject({ method: 'DELETE', url: `/api/sites/${LONG_ID}` })).headers;
    expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'same-origin' });
    expect(answer.body).toEqual({ code: Code.BAD_REQUEST, msg: expect.stringMatching(/not a valid URL/), data: null });
  });

  it('still serves the same paths with an id the router reads', async () => {
    const site = await server.call<{ id: number }>('POST', '/api/sites', {
      token: server.adminToken,
      body: { name: 'Short id' },
    });
    const answer = await server.call('GET', `/api/sites/${site.body.data.id}`, { token: server.adminToken });
    expect(answer.status).toBe(200);
    expect((await server.call('GET', `/api/sites/${'9'.repeat(100)}`, { token: server.adminToken })).status).toBe(400);
  });
});
