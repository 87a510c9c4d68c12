import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureServerBuild, sourceHash } from '../../scripts/server-build.mjs';
import { visitorPassSchema } from '../support/form-schemas';
import { adminTokenAt, waitUntilAlive } from '../support/health';
import { freePort, runNode, type ServerProcess } from '../support/server-process';
import { ADMIN_PASSWORD } from '../support/test-server';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe('the compiled server (npm start)', () => {
  // A build of its own inside the project (packages resolve from its node_modules), not the build/ npm start uses.
  const out = path.join(ROOT, 'build', `test-${process.pid}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-compiled-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(out, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('compiles once, then not again while the sources are unchanged', async () => {
    const silent = () => {};
    expect(await ensureServerBuild(ROOT, { out, log: silent })).toBe(true);
    expect(await ensureServerBuild(ROOT, { out, log: silent })).toBe(false);
    const compiled = filesUnder(path.join(out, 'server')).filter((file) => file.endsWith('.js'));
    expect(compiled).toContain('main.js');
    expect(compiled).toContain(path.join('features', 'health', 'index.js'));
    const importsTypeScript = compiled.filter((file) =>
      /from "[^"]+\.ts"|import\("[^"]+\.ts"\)/.test(fs.readFileSync(path.join(out, 'server', file), 'utf8')),
    );
    expect(importsTypeScript).toEqual([]);
  }, 120_000);

  it('starts with node alone, finds its features, schemas and migrations, and answers', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = runNode([path.join(out, 'server', 'main.js')], {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      JOB_SCHEDULES: 'false',
      LOG_LEVEL: 'warn',
    });
    await waitUntilAlive(base, server);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const token = await adminTokenAt(base);
    const sites = await fetch(`${base}/api/sites`, { headers: { token } });
    expect(sites.status).toBe(200);
    // Checking a draft reads the built-in schemas (schemas/) and the migrations' snapshot beside the compiled tree.
    const json = { 'content-type': 'application/json', token };
    const draft = await fetch(`${base}/api/form-schemas`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ schema: visitorPassSchema() }),
    });
    const { id } = ((await draft.json()) as { data: { id: number } }).data;
    const check = await fetch(`${base}/api/form-schemas/${id}/check`, { method: 'POST', headers: { token } });
    const checked = (await check.json()) as { code: number; data: { ok: boolean } };
    expect(checked.code, JSON.stringify(checked)).toBe(200);
    expect(checked.data.ok, JSON.stringify(checked)).toBe(true);
    expect(await server.stop()).toBe(0);
  }, 120_000);
});

describe('the source hash', () => {
  it('changes when a source file changes, and only then', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'console-hash-'));
    try {
      fs.mkdirSync(path.join(root, 'server'));
      fs.writeFileSync(path.join(root, 'server', 'a.ts'), 'export const a = 1;\n');
      const first = sourceHash(root);
      expect(sourceHash(root)).toBe(first);
      fs.writeFileSync(path.join(root, 'server', 'a.ts'), 'export const a = 2;\n');
      expect(sourceHash(root)).not.toBe(first);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
