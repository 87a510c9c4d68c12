import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generate } from '../../generator/generation';
import { PARCEL_SCHEMA, PROJECT_ROOT, runGenerator, scratchProject, writeJson } from './generator-scratch-project';

describe('generated output', () => {
  it('is the same bytes on every run', async () => {
    const first = await generate(PROJECT_ROOT);
    const second = await generate(PROJECT_ROOT);
    expect(second.files).toEqual(first.files);
    for (const file of first.files) expect(file.content).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  });

  it('is what the project has committed', async () => {
    const generation = await generate(PROJECT_ROOT);
    expect(generation.migration).toBeUndefined();
    for (const file of generation.files) {
      expect(readFileSync(join(PROJECT_ROOT, file.path), 'utf8'), file.path).toBe(file.content);
    }
  });

  it('gives validators that compile nothing at run time and load nothing', () => {
    const code = readFileSync(join(PROJECT_ROOT, 'contract/generated/validators.js'), 'utf8');
    expect(code).not.toMatch(/\beval\s*\(|new Function|\brequire\s*\(|^import /m);
    expect(code).toContain('export const siteCreate');
    expect(code).toContain('export const validators');
  });

  it('lists every resource in the registry, internal ones too, in file-name order', async () => {
    const { resources } = await import('../../contract/generated/registry');
    const names = resources.map((resource) => resource.name);
    expect(names.map((name) => `${name}.json`)).toEqual(names.map((name) => `${name}.json`).sort());
    expect(names).toContain('admin-session');
    expect(resources.find((resource) => resource.name === 'admin-session')?.internal).toBe(true);
  });

  it('types the names of the internal resources, and only theirs, as InternalResourceName', async () => {
    const { resources } = await import('../../contract/generated/registry');
    const types = readFileSync(join(PROJECT_ROOT, 'contract/generated/types.ts'), 'utf8');
    const union = /^export type InternalResourceName = (.+);$/m.exec(types)?.[1] ?? '';
    const named = union.split(' | ').map((name) => name.replace(/'/g, ''));
    const internal = resources.filter((resource) => resource.internal).map((resource) => resource.name);
    expect(internal).toContain('scheduled-job-run');
    expect(named).toEqual(internal);
  });
});

describe('validators of a new entity', () => {
  let project: ReturnType<typeof scratchProject>;
  beforeEach(() => {
    project = scratchProject();
  });
  afterEach(() => project.remove());

  it('check a date-time field with a precompiled pattern', async () => {
    const deliveredAt = {
      type: 'string',
      format: 'date-time',
      'x-ui': { label: { en: 'Delivered at', zh: '送达时间' } },
    };
    writeJson(project.root, 'schemas/parcel.json', {
      ...PARCEL_SCHEMA,
      properties: { ...PARCEL_SCHEMA.properties, deliveredAt },
    });
    const generation = await generate(project.root);
    const code = generation.files.find((file) => file.path.endsWith('validators.js'))?.content ?? '';
    const module = join(project.root, 'validators.mjs');
    writeFileSync(module, code);
    const { validators } = (await import(module)) as {
      validators: Record<string, { update: ((data: unknown) => boolean) & { errors?: { keyword: string }[] } }>;
    };
    const update = validators.parcel.update;
    expect(update({ deliveredAt: '2024-05-01T08:30:00.000Z' })).toBe(true);
    expect(update({ deliveredAt: '2024-05-01T16:30:00+08:00' })).toBe(true);
    expect(update({ deliveredAt: 'yesterday' })).toBe(false);
    expect(update.errors?.[0].keyword).toBe('format');
  });
});

describe('npm run generate -- --check', () => {
  let project: ReturnType<typeof scratchProject>;
  beforeEach(() => {
    project = scratchProject();
  });
  afterEach(() => project.remove());

  it('passes on up-to-date output', () => {
    const { status, output } = runGenerator(project.root, '--check');
    expect(output).toContain('up to date');
    expect(status).toBe(0);
  });

  it('fails and names a generated file edited by hand', () => {
    const types = join(project.root, 'contract/generated/types.ts');
    writeFileSync(types, `${readFileSync(types, 'utf8')}\nexport type Extra = string;\n`);
    const { status, output } = runGenerator(project.root, '--check');
    expect(status).toBe(1);
    expect(output).toContain('contract/generated/types.ts');
    expect(output).not.toContain('contract/generated/registry.ts');
  });

  it('fails on a pending migration and writes nothing', () => {
    writeJson(project.root, 'schemas/parcel.json', PARCEL_SCHEMA);
    const { status, output } = runGenerator(project.root, '--check');
    expect(status).toBe(1);
    expect(output).toMatch(/server\/db\/migrations\/\d{4}-create-parcel\.json \(pending migration\)/);
    expect(runGenerator(project.root, '--check').status).toBe(1);
  });
});
