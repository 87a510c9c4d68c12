import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { postUpload } from '../support/upload-calls';
import { pngImage } from '../support/upload-files';

type Row = Record<string, unknown> & { id: number; version: number };

const HOSTILE_URLS = [
  'javascript:alert(document.cookie)',
  'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  'file:///etc/passwd',
  'https://images.example.com/face.jpg',
  '/upload/image/../../secret.key',
  `/upload/apk/${'b'.repeat(32)}.apk`,
  `/upload/image/${'c'.repeat(32)}.png`, // well formed, but no such upload
];

describe.each(databases)('face photo and avatar URLs ($kind)', (database) => {
  let server: TestServer;
  let siteId: number;
  let residentId: number;
  const call = <T = Row>(method: string, url: string, body?: unknown) =>
    server.call<T>(method, url, { token: server.adminToken, body });
  const uploadImage = async () => {
    const answer = await postUpload(server, 'image', pngImage(12, 12), 'face.png', { token: server.adminToken });
    return answer.body.data as { url: string; path: string };
  };

  beforeAll(async () => {
    server = await startTestServer(database);
    siteId = (await call('POST', '/api/sites', { name: 'Photo Court' })).body.data.id;
    residentId = (await call('POST', '/api/residents', { firstName: 'Ada', lastName: 'Lee', siteId })).body.data.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('takes an uploaded image as a face photo, and keeps its store path beside it', async () => {
    const image = await uploadImage();
    const face = await call('POST', '/api/faces', { faceUrl: image.url, residentId, siteId });
    expect(face.body.code).toBe(200);
    expect(face.body.data).toMatchObject({ faceUrl: image.url, facePath: image.path });
  });

  it('refuses any other face photo URL, on create and on update, naming the field', async () => {
    const face = (await call('POST', '/api/faces', { faceUrl: (await uploadImage()).url, residentId, siteId })).body
      .data;
    for (const faceUrl of HOSTILE_URLS) {
      const created = await call('POST', '/api/faces', { faceUrl, residentId, siteId });
      expect(created.body.code, faceUrl).toBe(Code.BAD_REQUEST);
      expect(created.body.data).toMatchObject({ field: 'faceUrl', rule: 'url' });
      const updated = await call('PUT', `/api/faces/${face.id}`, { ...face, faceUrl });
      expect(updated.body.code, faceUrl).toBe(Code.BAD_REQUEST);
    }
    expect((await call('GET', `/api/faces/${face.id}`)).body.data.faceUrl).toBe(face.faceUrl);
  });

  it('refuses the same URLs as an avatar, and takes an uploaded image or none', async () => {
    const admin = (await call<Row>('GET', '/api/admins/1')).body.data;
    for (const avatar of HOSTILE_URLS) {
      const answer = await call('PUT', `/api/admins/${admin.id}`, { version: admin.version, avatar });
      expect(answer.body.code, avatar).toBe(Code.BAD_REQUEST);
      expect(answer.body.data).toMatchObject({ field: 'avatar', rule: 'url' });
    }
    const image = await uploadImage();
    const set = await call('PUT', `/api/admins/${admin.id}`, { version: admin.version, avatar: image.url });
    expect(set.body.data.avatar).toBe(image.url);
    const cleared = await call('PUT', `/api/admins/${admin.id}`, { version: set.body.data.version, avatar: '' });
    expect(cleared.body.code).toBe(200);
  });
});

describe('https image URLs when UPLOAD_HTTPS_IMAGE_URLS allows them', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind: 'sqlite' }, { UPLOAD_HTTPS_IMAGE_URLS: 'true' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('takes an https avatar and still refuses the other schemes', async () => {
    const admin = (await server.call<Row>('GET', '/api/admins/1', { token: server.adminToken })).body.data;
    const put = (avatar: string, version: number) =>
      server.call<Row>('PUT', `/api/admins/${admin.id}`, { token: server.adminToken, body: { version, avatar } });
    const https = await put('https://images.example.com/me.jpg', admin.version);
    expect(https.body.code).toBe(200);
    for (const avatar of [
      'http://images.example.com/me.jpg',
      'javascript:alert(1)',
      'https://user:pw@example.com/a.png',
    ]) {
      expect((await put(avatar, https.body.data.version)).body.code, avatar).toBe(Code.BAD_REQUEST);
    }
  });
});
