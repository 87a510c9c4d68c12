import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import type { ValidatorPair } from '../../contract/runtime-registry';
import { formSchemaCalls, visitorPassSchema } from '../support/form-schemas';
import { startTestServer, type TestServer } from '../support/test-server';
import { runGenerator, scratchProject } from '../unit/generator-scratch-project';

interface Published {
  migration: { sqlite: string[]; postgres: string[] };
  entity: Record<string, unknown> & { validatorModule: string };
}

/** Bodies each validator is asked about: good ones, and each rule broken once. */
const BODIES: unknown[] = [
  { visitor: 'Ann', siteId: 1 },
  { visitor: 'Ann', siteId: 1, kind: 'courier', escorted: true, doorCode: 12, validUntil: '2026-01-31T08:00:00Z' },
  { visitor: '', siteId: 1 },
  { visitor: 'x'.repeat(41), siteId: 1 },
  { visitor: '<b>', siteId: 1 },
  { visitor: 'Ann', siteId: 'one' },
  { visitor: 'Ann', siteId: 1, kind: 'pilot' },
  { visitor: 'Ann', siteId: 1, doorCode: 1_000_000 },
  { visitor: 'Ann', siteId: 1, validUntil: 'tomorrow' },
  { visitor: 'Ann', siteId: 1, colour: 'red' },
  { siteId: 1 },
];

/**
 * What the form generator publishes is what a developer gets by committing the exported
 * file: the file dropped into a scratch copy's schemas/ and generated gives the same
 * migration, validators that decide every body the same way, and the same definition
 * the screens render from.
 */
describe('an exported schema, generated, is the entity that was published', () => {
  let server: TestServer;
  let published: Published;
  let exported: string;
  const project = scratchProject();

  beforeAll(async () => {
    server = await startTestServer({ kind: 'sqlite' });
    const calls = formSchemaCalls(server);
    const saved = await calls.save(visitorPassSchema());
    const answer = await server.call<Published>('POST', `/api/form-schemas/${saved.body.data.id}/publish`, {
      token: server.adminToken,
    });
    expect(answer.body.code).toBe(Code.OK);
    published = answer.body.data;
    exported = (await calls.exportText(saved.body.data.id)).text;
    const before = new Set(readdirSync(join(project.root, 'server/db/migrations')));
    writeFileSync(join(project.root, 'schemas/visitor-pass.json'), exported);
    const run = runGenerator(project.root);
    if (run.status !== 0) throw new Error(run.output);
    const [written] = readdirSync(join(project.root, 'server/db/migrations')).filter(
      (name) => !before.has(name) && name !== 'snapshot.json',
    );
    project.migration = JSON.parse(readFileSync(join(project.root, 'server/db/migrations', written), 'utf8'));
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    project.remove();
  });

  it('generates the migration the publication ran, on both engines', () => {
    expect(project.migration?.sqlite).toEqual(published.migration.sqlite);
    expect(project.migration?.postgres).toEqual(published.migration.postgres);
  });

  it('generates validators that decide every body as the published module does', async () => {
    const generatedFile = join(project.root, 'contract/generated/validators.mjs');
    copyFileSync(join(project.root, 'contract/generated/validators.js'), generatedFile);
    const generated = (await import(pathToFileURL(generatedFile).href)) as {
      validators: Record<string, ValidatorPair>;
    };
    const module = await server.app.inject({ method: 'GET', url: published.entity.validatorModule });
    const servedFile = join(project.root, 'served-validators.mjs');
    writeFileSync(servedFile, module.body);
    const served = (await import(pathToFileURL(servedFile).href)) as { validators: Record<string, ValidatorPair> };
    for (const mode of ['create', 'update'] as const) {
      for (const body of BODIES) {
        const mine = generated.validators['visitor-pass'][mode];
        const theirs = served.validators['visitor-pass'][mode];
        expect(theirs(body), JSON.stringify(body)).toBe(mine(body));
        expect(theirs.errors ?? null).toEqual(mine.errors ?? null);
      }
    }
  });

  it('generates the definition the screens render from', () => {
    const text = readFileSync(join(project.root, 'contract/generated/registry.ts'), 'utf8');
    const list = JSON.parse(text.slice(text.indexOf('= [') + 2, text.lastIndexOf(']') + 1)) as { name: string }[];
    const { source, validatorModule, ...definition } = published.entity;
    expect(source).toBe('published');
    expect(validatorModule).toMatch(/\.js$/);
    expect(list.find((resource) => resource.name === 'visitor-pass')).toEqual(definition);
  });
});
