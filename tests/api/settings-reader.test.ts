import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

/** The settings reader: environment over a valid stored row over the default, read again after a write. */
describe.each(databases)('settings reader ($kind)', (database) => {
  let server: TestServer;
  const admin = (method: string, url: string, body?: unknown) =>
    server.call<{ id: number; version: number }>(method, url, { token: server.adminToken, body });

  beforeAll(async () => {
    server = await startTestServer(database, { MAIL_FROM: 'Gate <gate@example.test>', API_LOG_RETENTION_DAYS: '7' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('gives defaults, and the environment where its variable was set', () => {
    const { settings } = server.app;
    expect(settings.get('log.loginRetentionDays')).toBe(180);
    expect(settings.source('log.loginRetentionDays')).toBe('default');
    expect(settings.get('upload.videoMaxMb')).toBe(200);
    expect(settings.get('app.maintenance')).toBe(false);
    expect(settings.get('mail.from')).toBe('Gate <gate@example.test>');
    expect(settings.source('mail.from')).toBe('environment');
    expect(settings.get('log.apiRetentionDays')).toBe(7);
    expect(server.config.setVariables).toContain('API_LOG_RETENTION_DAYS');
  });

  it('reads a row once its write has committed, tells listeners, and falls back when it is deleted', async () => {
    const { settings } = server.app;
    const changes: string[][] = [];
    const stop = settings.onChange((keys) => changes.push([...keys]));
    const created = await admin('POST', '/api/server-configs', {
      key: 'faces.retryCap',
      value: '9',
      valueType: 'number',
    });
    expect(created.body.code).toBe(200);
    expect(settings.get('faces.retryCap')).toBe(9);
    expect(settings.source('faces.retryCap')).toBe('database');
    expect(changes).toEqual([['faces.retryCap']]);

    const stored = await admin('POST', '/api/server-configs', {
      key: 'mail.from',
      value: 'x@y.test',
      valueType: 'string',
    });
    expect(stored.body.code).toBe(200);
    expect(settings.get('mail.from')).toBe('Gate <gate@example.test>');

    stop();
    expect((await admin('DELETE', `/api/server-configs/${created.body.data.id}`)).body.code).toBe(200);
    expect(settings.get('faces.retryCap')).toBe(3);
    expect(settings.source('faces.retryCap')).toBe('default');
    expect(changes).toHaveLength(1);
  });
});
