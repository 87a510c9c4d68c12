import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { SecretBox } from '../../server/secrets/secret-box';
import { loadSecretKey } from '../../server/secrets/secret-key';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = Record<string, unknown> & { id: number; version: number };

const SECRET = 'sk-live-0123456789abcdef';

describe.each(databases)('third-cloud secrets ($kind)', (database) => {
  let server: TestServer;
  let cloud: Row;

  const asAdmin = <T = Row>(method: string, url: string, body?: unknown) =>
    server.call<T>(method, url, { token: server.adminToken, body });
  const storedSecret = async (id: number) =>
    String((await server.app.backend.tables.of('third-cloud').findById(id))?.secret);

  beforeAll(async () => {
    server = await startTestServer(database);
    cloud = (
      await asAdmin('POST', '/api/third-clouds', {
        name: 'Partner cloud',
        endpoint: 'https://partner.example.com/api',
        appId: 'app-1',
        secret: SECRET,
      })
    ).body.data;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('masks the secret in every answer after saving', async () => {
    expect(cloud.secret).toBe('••••••cdef');
    const shown = await asAdmin('GET', `/api/third-clouds/${cloud.id}`);
    expect(shown.body.data.secret).toBe('••••••cdef');
    const listed = await asAdmin<{ list: Row[] }>('GET', '/api/third-clouds');
    expect(JSON.stringify(listed.body.data)).not.toContain(SECRET);
  });

  it('stores the secret encrypted, not as typed', async () => {
    const stored = await storedSecret(cloud.id);
    expect(stored).not.toContain(SECRET);
    const key = loadSecretKey(server.config.secretKey, server.config.dataDir);
    expect(new SecretBox(key).open(stored)).toBe(SECRET);
  });

  it('keeps the stored secret when an edit sends back the mask, and replaces it when a new one is typed', async () => {
    const before = await storedSecret(cloud.id);
    const kept = await asAdmin('PUT', `/api/third-clouds/${cloud.id}`, {
      version: cloud.version,
      description: 'edited',
      secret: cloud.secret,
    });
    expect(kept.body.code).toBe(200);
    expect(await storedSecret(cloud.id)).toBe(before);

    const replaced = await asAdmin('PUT', `/api/third-clouds/${cloud.id}`, {
      version: kept.body.data.version,
      secret: 'another-secret-9876',
    });
    expect(replaced.body.data.secret).toBe('••••••9876');
    const key = loadSecretKey(server.config.secretKey, server.config.dataDir);
    expect(new SecretBox(key).open(await storedSecret(cloud.id))).toBe('another-secret-9876');
  });
});

describe('the key that seals secrets', () => {
  it('is made once in DATA_DIR and read back the same on the next start', () => {
    const dataDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'secret-key-'));
    try {
      const first = loadSecretKey(undefined, dataDir);
      expect(first).toHaveLength(32);
      expect(loadSecretKey(undefined, dataDir).equals(first)).toBe(true);
      expect(fs.statSync(path.join(dataDir, 'secret.key')).mode & 0o077).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('comes from SECRET_KEY when set, and a malformed one stops the start naming the variable', () => {
    const hex = randomBytes(32).toString('hex');
    expect(loadSecretKey(hex, '/nonexistent').toString('hex')).toBe(hex);
    expect(() => loadConfig({ SECRET_KEY: 'too-short' })).toThrow(/SECRET_KEY/);
  });

  it('refuses a sealed value that was tampered with', () => {
    const box = new SecretBox(randomBytes(32));
    const sealed = box.seal(SECRET);
    expect(box.open(sealed)).toBe(SECRET);
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(() => box.open(tampered)).toThrow();
    expect(() => new SecretBox(randomBytes(32)).open(sealed)).toThrow();
  });
});
