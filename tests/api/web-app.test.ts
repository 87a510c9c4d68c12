import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

/** A stand-in for the Vite build: what the server does with dist/ does not depend on its contents. */
function fakeBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'console-dist-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log("app")');
  return root;
}

describe('the browser app and the API docs on one port', () => {
  let server: TestServer;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = fakeBuild();
    server = await startTestServer({ kind: 'sqlite' }, {}, {}, { webRoot });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves index.html at / and at any clean URL of the console, so a reload works', async () => {
    for (const url of ['/', '/sp-site/site-tabs', '/sp-cfg/sp-cfg-device?page=2', '/login']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a long time and revalidates the page', async () => {
    const asset = await server.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    const page = await server.app.inject({ method: 'GET', url: '/sp-site/site-tabs' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('sends a Content-Security-Policy without unsafe-eval', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/' });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
  });

  it('keeps API paths out of the fallback', async () => {
    for (const url of ['/api/unknown', '/account/web/nothing', '/upload/none', '/device/v1/nothing', '/docs/nothing']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 404, data: null });
    }
    const post = await server.app.inject({ method: 'POST', url: '/sp-site/site-tabs' });
    expect(post.statusCode).toBe(404);
  });

  it('publishes the OpenAPI document and its UI without a token', async () => {
    const json = await server.app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    const document = json.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/account/web/login', '/api/sites', '/api/sites/{id}', '/api/sites/delete']),
    );
    expect(Object.keys(document.paths['/api/admin-login-logs'])).toEqual(['get']);
    const ui = await server.app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const page =
      ui.statusCode === 302 ? await server.app.inject({ method: 'GET', url: String(ui.headers.location) }) : ui;
    expect(page.body).toMatch(/swagger/i);
  });
});
