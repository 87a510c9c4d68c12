import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { filesInStore, postUpload } from '../support/upload-calls';
import { elfExecutable, pngClaiming, pngImage, zipArchive } from '../support/upload-files';

const MIB = 1024 * 1024;

describe.each(databases)('uploads ($kind)', (database) => {
  let server: TestServer;
  /** Holds site-tabs only: may upload and read images, nothing else. */
  let faceEditor: string;
  /** Holds the app configuration screen only: packages and media, not images. */
  let appConfigurator: string;

  beforeAll(async () => {
    server = await startTestServer(database);
    faceEditor = String((await createSignedInAccount(server, 'faces', ['site-tabs'])).token);
    appConfigurator = String((await createSignedInAccount(server, 'packages', ['sp-cfg-app'])).token);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Sends a file that must be refused with `code`, and checks that nothing reached the store, not even a scratch copy. */
  const refused = async (kind: string, file: Buffer, name: string, code: number, token?: string | null) => {
    const before = filesInStore(server);
    const answer = await postUpload(server, kind, file, name, {
      token: token === null ? undefined : (token ?? server.adminToken),
    });
    expect(answer.body.code, answer.body.msg).toBe(code);
    expect(answer.status).toBe(code >= 6000 ? 400 : code);
    expect(answer.body.data).toBeNull();
    expect(filesInStore(server)).toEqual(before);
    return answer.body.msg;
  };

  it('keeps a good image under a name of its own and gives it back byte for byte to a permitted caller', async () => {
    const photo = pngImage(40, 30);
    const answer = await postUpload(server, 'image', photo, 'my holiday photo.png', { token: faceEditor });
    expect(answer.body.code).toBe(200);
    const uploaded = answer.body.data;
    expect(uploaded).toMatchObject({ size: photo.length, type: 'image/png' });
    expect(uploaded?.path).toMatch(/^image\/[0-9a-f]{32}\.png$/);
    expect(uploaded?.url).toBe(`/upload/${uploaded?.path}`);
    expect(filesInStore(server)).toContain(uploaded?.path);

    const served = await server.app.inject({
      method: 'GET',
      url: String(uploaded?.url),
      headers: { token: faceEditor },
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(photo)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves a file only to signed-in callers holding the kind’s permission', async () => {
    const uploaded = (await postUpload(server, 'image', pngImage(8, 8, 1), 'a.png', { token: faceEditor })).body.data;
    expect(uploaded?.url).toMatch(/^\/upload\/image\//);
    const read = (token?: string) =>
      server.app.inject({ method: 'GET', url: String(uploaded?.url), headers: token ? { token } : {} });
    expect((await read()).json().code).toBe(Code.UNAUTHORIZED);
    const forbidden = await read(appConfigurator);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe(Code.FORBIDDEN);
    expect((await read(server.adminToken)).statusCode).toBe(200);
  });

  it('never serves a path outside the store or a name it did not make', async () => {
    for (const name of ['..%2F..%2Fconsole.sqlite', '..%2F.incoming', 'secret.key', `${'a'.repeat(32)}.png`]) {
      const answer = await server.app.inject({
        method: 'GET',
        url: `/upload/image/${name}`,
        headers: { token: server.adminToken },
      });
      expect(answer.json().code, name).toBe(Code.NOT_FOUND);
    }
  });

  it('refuses a PNG named .apk on the package route (415)', async () => {
    const msg = await refused('apk', pngImage(8, 8), 'release.apk', Code.FILE_TYPE_REFUSED, appConfigurator);
    expect(msg).toContain('image/png');
  });

  it('refuses a program named .jpg on the image and file routes (415)', async () => {
    await refused('image', elfExecutable(), 'photo.jpg', Code.FILE_TYPE_REFUSED);
    await refused('file', elfExecutable(), 'notes.txt', Code.FILE_TYPE_REFUSED);
  });

  it('takes an APK by the manifest in its directory, and refuses a plain zip named .apk', async () => {
    const apk = zipArchive({ 'AndroidManifest.xml': 'manifest', 'classes.dex': 'dex' });
    const answer = await postUpload(server, 'apk', apk, 'door-panel.zip', { token: appConfigurator });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data).toMatchObject({ type: 'application/vnd.android.package-archive', size: apk.length });
    expect(answer.body.data?.path).toMatch(/^apk\/[0-9a-f]{32}\.apk$/);
    await refused('apk', zipArchive({ 'readme.txt': 'hello' }), 'app.apk', Code.FILE_TYPE_REFUSED);
  });

  it('refuses a 20,000 × 20,000 image from its header, without decoding it (413)', async () => {
    const bomb = pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(2048);
    const msg = await refused('image', bomb, 'bomb.png', Code.FILE_TOO_LARGE);
    expect(msg).toContain('20000 × 20000');
  });

  it('refuses an image whose data does not decode (6024)', async () => {
    const broken = pngImage(16, 16).subarray(0, 60);
    await refused('image', broken, 'broken.png', Code.IMAGE_PARSE_FAILED);
  });

  it('refuses a file over its kind’s limit while it streams (413)', async () => {
    const big = Buffer.concat([pngImage(8, 8), Buffer.alloc(10 * MIB)]);
    const msg = await refused('image', big, 'big.png', Code.FILE_TOO_LARGE);
    expect(msg).toContain('10 MB');
  });

  it('refuses a file name holding a folder (400)', async () => {
    for (const name of ['../../etc/passwd.png', '..\\avatar.png', 'a/b.png']) {
      await refused('image', pngImage(8, 8), name, Code.BAD_REQUEST);
    }
  });

  it('refuses a part in another field than "file", and a body that is not multipart (400)', async () => {
    const before = filesInStore(server);
    const other = await postUpload(server, 'image', pngImage(8, 8), 'a.png', {
      token: server.adminToken,
      field: 'photo',
    });
    expect(other.body.code).toBe(Code.BAD_REQUEST);
    const json = await server.call('POST', '/upload/image', { token: server.adminToken, body: {} });
    expect(json.body.code).toBe(Code.BAD_REQUEST);
    expect(filesInStore(server)).toEqual(before);
  });

  it('refuses a caller without a token (401) or without the permission (403)', async () => {
    await refused('image', pngImage(8, 8), 'a.png', Code.UNAUTHORIZED, null);
    await refused('image', pngImage(8, 8), 'a.png', Code.FORBIDDEN, appConfigurator);
    await refused('apk', zipArchive({ 'AndroidManifest.xml': 'm' }), 'a.apk', Code.FORBIDDEN, faceEditor);
  });
});

describe('upload limits from the configuration', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind: 'sqlite' }, { UPLOAD_MAX_FILE_MB: '0.001' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('applies UPLOAD_MAX_FILE_MB to the file route, and takes text within it', async () => {
    const small = await postUpload(server, 'file', Buffer.from('door code list\n'), 'list.txt', {
      token: server.adminToken,
    });
    expect(small.body.data).toMatchObject({ type: 'text/plain' });
    const big = await postUpload(server, 'file', Buffer.alloc(2000, 'a'), 'list.txt', { token: server.adminToken });
    expect(big.body.code).toBe(Code.FILE_TOO_LARGE);
  });
});
