import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../server/features/third-clouds/address-guard';
import { probe } from '../../server/features/third-clouds/guarded-fetch';

/**
 * The guarded call's redirect loop, with an injected resolver and a policy that lets the
 * test server's own address through as if it were public: every other non-public
 * address stays refused, so a redirect to one is judged as the server judges it with
 * THIRD_CLOUD_ALLOW_PRIVATE off, and the hit counter shows no call was made there.
 */
describe('the guarded call of a third-party cloud', () => {
  const hits: string[] = [];
  let server: http.Server;
  let port = 0;
  const resolve = async (host: string) =>
    ({ 'cloud.test': ['127.0.0.1'], 'mixed.test': ['127.0.0.1', '10.0.0.1'] })[host] ?? [];
  const permits = (address: string) => address === '127.0.0.1' || isPublicAddress(address);
  const options = { resolve, permits, timeoutMs: 2000 };

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      hits.push(request.url ?? '');
      const [path, target] = (request.url ?? '').split('?to=');
      if (path === '/redirect' && target) {
        response.writeHead(302, { location: decodeURIComponent(target) }).end();
      } else if (path === '/loop') {
        response.writeHead(302, { location: '/loop' }).end();
      } else response.writeHead(path === '/missing' ? 404 : 200).end('hello');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
  });

  it('connects to the address checked, not to a second resolution of the name', async () => {
    // cloud.test exists only in the injected resolver: reaching the server proves the checked address was used.
    expect(await probe(`http://cloud.test:${port}/ok`, options)).toMatchObject({ ok: true, status: 200 });
    expect(hits.at(-1)).toBe('/ok');
    expect(await probe(`http://cloud.test:${port}/missing`, options)).toMatchObject({ ok: false, status: 404 });
  });

  it.each([
    ['http://169.254.169.254/latest', 'forbidden-address: 169.254.169.254'],
    ['http://10.0.0.1/', 'forbidden-address: 10.0.0.1'],
    ['http://[::1]:PORT/after', 'forbidden-address: ::1'],
    ['http://mixed.test:PORT/after', 'forbidden-address: 10.0.0.1'],
    ['http://localhost:PORT/after', 'unresolved'],
  ])('follows a redirect to %s only after checking it again', async (target, error) => {
    const before = hits.length;
    const location = encodeURIComponent(target.replace('PORT', String(port)));
    const result = await probe(`http://cloud.test:${port}/redirect?to=${location}`, options);
    expect(result).toMatchObject({ ok: false, error });
    expect(result.status).toBeUndefined();
    expect(hits.slice(before)).toEqual([`/redirect?to=${location}`]);
  });

  it('follows an allowed redirect, and stops after three', async () => {
    const location = encodeURIComponent(`http://cloud.test:${port}/ok`);
    expect(await probe(`http://cloud.test:${port}/redirect?to=${location}`, options)).toMatchObject({
      ok: true,
      status: 200,
    });
    const before = hits.length;
    expect(await probe(`http://cloud.test:${port}/loop`, options)).toMatchObject({
      ok: false,
      status: 302,
      error: 'too-many-redirects',
    });
    expect(hits.length - before).toBe(4);
  });

  it('refuses a redirect to another scheme', async () => {
    const location = encodeURIComponent('file:///etc/passwd');
    const result = await probe(`http://cloud.test:${port}/redirect?to=${location}`, options);
    expect(result).toMatchObject({ ok: false, error: 'bad-redirect: file:' });
  });
});
