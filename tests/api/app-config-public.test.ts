import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = { id: number; version: number; key: string };
interface Answer {
  config: Record<string, unknown>;
  entries: { key: string; value: string; valueType: string; description: string | null }[];
}

/** GET /app/config: public, cached with an ETag, and changed at once by a write through /api/app-configs. */
describe.each(databases)('public app config ($kind)', (database) => {
  let server: TestServer;
  const admin = <T = Row>(method: string, url: string, body?: unknown) =>
    server.call<T>(method, url, { token: server.adminToken, body });
  const read = (headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: '/app/config', headers });
  const answerOf = async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    return { tag: String(response.headers.etag), data: (response.json() as { data: Answer }).data };
  };

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers without a token, in the envelope, each value read as its type, with an ETag and Cache-Control', async () => {
    for (const row of [
      { key: 'app.minVersion', value: '3.2.0', valueType: 'string', description: 'Oldest app allowed' },
      { key: 'call.ringSeconds', value: '45', valueType: 'number' },
      { key: 'feature.faceUpload', value: 'true', valueType: 'boolean' },
      { key: 'theme', value: '{"primary":"#1976d2"}', valueType: 'json' },
    ])
      expect((await admin('POST', '/api/app-configs', row)).body.code).toBe(200);
    const response = await read();
    expect(response.statusCode).toBe(200);
    const body = response.json() as { code: number; msg: string; data: Answer };
    expect(body.code).toBe(200);
    expect(body.data.config).toEqual({
      'app.minVersion': '3.2.0',
      'call.ringSeconds': 45,
      'feature.faceUpload': true,
      theme: { primary: '#1976d2' },
    });
    expect(body.data.entries[0]).toEqual({
      key: 'app.minVersion',
      value: '3.2.0',
      valueType: 'string',
      description: 'Oldest app allowed',
    });
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it('keeps the ETag between calls and answers 304 with no body to a tag it names', async () => {
    const { tag } = await answerOf();
    expect((await answerOf()).tag).toBe(tag);
    for (const header of [tag, `W/${tag}`, `"other", ${tag}`, '*']) {
      const response = await read({ 'if-none-match': header });
      expect(response.statusCode, header).toBe(304);
      expect(response.body, header).toBe('');
      expect(response.headers.etag, header).toBe(tag);
    }
    expect((await read({ 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('changes the answer and the ETag at once on create, update and delete', async () => {
    const first = await answerOf();
    const created = (
      await admin('POST', '/api/app-configs', { key: 'support.phone', value: '400-800', valueType: 'string' })
    ).body.data;
    const afterCreate = await answerOf();
    expect(afterCreate.data.config['support.phone']).toBe('400-800');
    expect(afterCreate.tag).not.toBe(first.tag);
    expect((await read({ 'if-none-match': first.tag })).statusCode).toBe(200);

    const updated = await admin('PUT', `/api/app-configs/${created.id}`, {
      value: '400-900',
      version: created.version,
    });
    expect(updated.body.code).toBe(200);
    const afterUpdate = await answerOf();
    expect(afterUpdate.data.config['support.phone']).toBe('400-900');
    expect(afterUpdate.tag).not.toBe(afterCreate.tag);

    expect((await admin('DELETE', `/api/app-configs/${created.id}`)).body.code).toBe(200);
    const afterDelete = await answerOf();
    expect(afterDelete.data.config).not.toHaveProperty('support.phone');
    expect(afterDelete.tag).toBe(first.tag);
  });

  it('shows only the schema’s public fields: no id, version or timestamps', async () => {
    const { data } = await answerOf();
    expect(data.entries.length).toBeGreaterThan(0);
    for (const entry of data.entries)
      expect(Object.keys(entry).sort()).toEqual(['description', 'key', 'value', 'valueType']);
  });
});
