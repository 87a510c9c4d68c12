import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generate } from '../../generator/generation';
import { SchemaProblem } from '../../generator/schema-problem';
import {
  type LooseJson as Json,
  PARCEL_SCHEMA,
  readJson,
  runGenerator,
  scratchProject,
  writeJson,
} from './generator-scratch-project';

let project: ReturnType<typeof scratchProject>;
beforeEach(() => {
  project = scratchProject();
});
afterEach(() => project.remove());

/** Edits one schema of the scratch project and returns the generator's refusal text. */
async function refusalAfter(file: string, edit: (schema: Json) => void): Promise<string> {
  const schema = readJson<Json>(project.root, file);
  edit(schema);
  writeJson(project.root, file, schema);
  const failure = await generate(project.root).then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(SchemaProblem);
  return (failure as SchemaProblem).message;
}

describe('the meta-schema refuses a schema that breaks it', () => {
  it('names the file, the JSON path and the accepted values of a bad filter', async () => {
    const message = await refusalAfter('schemas/site.json', (schema) => {
      schema.properties.name['x-ui'].filter = 'fuzzy';
    });
    expect(message).toContain('schemas/site.json: /properties/name/x-ui/filter');
    expect(message).toContain('must be one of "search", "equals", "range"');
  });

  it('names an unknown key and what may be written instead', async () => {
    const message = await refusalAfter('schemas/device-config.json', (schema) => {
      schema.properties.key['x-ui'].filtr = 'search';
    });
    expect(message).toContain('schemas/device-config.json: /properties/key/x-ui/filtr is not an accepted key');
    expect(message).toContain('"filter"');
  });

  it('asks for both labels of a field', async () => {
    const message = await refusalAfter('schemas/resident.json', (schema) => {
      delete schema.properties.phone['x-ui'].label.zh;
    });
    expect(message).toContain('schemas/resident.json: /properties/phone/x-ui/label is missing "zh"');
    expect(message).toContain('{ "en": "…", "zh": "…" }');
  });

  it('asks for x-ui on every field that is not internal', async () => {
    const message = await refusalAfter('schemas/role.json', (schema) => {
      delete schema.properties.description['x-ui'];
    });
    expect(message).toContain('schemas/role.json: /properties/description is missing "x-ui"');
  });

  it('refuses a system field declared as a property', async () => {
    const message = await refusalAfter('schemas/site.json', (schema) => {
      schema.properties.createdAt = { type: 'string', 'x-ui': { label: { en: 'Created', zh: '创建' } } };
    });
    expect(message).toContain('schemas/site.json: /properties/createdAt');
    expect(message).toContain('other than the system fields');
  });

  it('explains how ownership is written', async () => {
    const message = await refusalAfter('schemas/resident.json', (schema) => {
      schema['x-resource'].owned = 'site';
    });
    expect(message).toContain('schemas/resident.json: /x-resource/owned');
    expect(message).toContain('{ "through": "<reference field>", "resource": "<resource name>" }');
  });

  it('refuses formats other than date-time and says to write a pattern', async () => {
    const message = await refusalAfter('schemas/admin.json', (schema) => {
      schema.properties.email.format = 'email';
    });
    expect(message).toContain('schemas/admin.json: /properties/email/format');
    expect(message).toContain('written as a pattern');
  });
});

describe('cross-references between schemas', () => {
  it('refuses a permission code that is not a route name, unless declared new', async () => {
    const message = await refusalAfter('schemas/site.json', (schema) => {
      schema['x-resource'].permission = 'site-list';
    });
    expect(message).toContain('schemas/site.json: /x-resource/permission "site-list" is not a route name');
    expect(message).toContain('"newPermission": true');
  });

  it('refuses a reference to a resource that does not exist', async () => {
    const message = await refusalAfter('schemas/face.json', (schema) => {
      schema.properties.residentId['x-db'].references = 'tenant';
    });
    expect(message).toContain('schemas/face.json: /properties/residentId/x-db/references "tenant" is not a resource');
  });

  it('refuses search, sort and index fields that are not declared', async () => {
    const message = await refusalAfter('schemas/resident.json', (schema) => {
      schema['x-resource'].search.push('nickname');
      schema['x-resource'].indexes = [['siteId', 'floor']];
      schema['x-resource'].defaultSort = { field: 'rank', order: 'ASC' };
    });
    expect(message).toContain('/x-resource/search/4 "nickname" is not a text field');
    expect(message).toContain('/x-resource/indexes/0/1 "floor" is not a field');
    expect(message).toContain('/x-resource/defaultSort/field "rank" is not a field');
  });

  it('refuses a phone rule without a country code beside it, and an unknown rule', async () => {
    const lonely = await refusalAfter('schemas/resident.json', (schema) => {
      delete schema.properties.countryCode;
    });
    expect(lonely).toContain('schemas/resident.json: /properties/phone/x-rule');
    expect(lonely).toContain('"x-rule": "countryCode"');
    const unknown = await refusalAfter('schemas/resident.json', (schema) => {
      schema.properties.topology['x-rule'] = 'postcode';
    });
    expect(unknown).toContain('/properties/topology/x-rule');
  });

  it('refuses codes that are not in the error catalogue', async () => {
    const message = await refusalAfter('schemas/site.json', (schema) => {
      schema.properties.name['x-errors'].required = 6999;
    });
    expect(message).toContain('/properties/name/x-errors/required 6999 is not in the error catalogue');
  });

  it('refuses a path or table another resource already uses', async () => {
    writeJson(project.root, 'schemas/parcel.json', {
      ...PARCEL_SCHEMA,
      'x-resource': { ...PARCEL_SCHEMA['x-resource'], path: 'sites', table: 'site' },
    });
    const failure = (await generate(project.root).catch((error: unknown) => error)) as Error;
    expect(failure.message).toContain(
      'schemas/site.json: /x-resource/path "sites" is already the path of schemas/parcel.json',
    );
    expect(failure.message).toContain('/x-resource/table "site" is already the table of schemas/parcel.json');
  });

  it('refuses enum values without labels', async () => {
    const message = await refusalAfter('schemas/face.json', (schema) => {
      schema.properties.status.enum.push('archived');
    });
    expect(message).toContain('/properties/status/x-ui/options has no label for "archived"');
  });

  it('accepts a new entity that brings its own permission code', async () => {
    writeJson(project.root, 'schemas/parcel.json', PARCEL_SCHEMA);
    const generation = await generate(project.root);
    expect(generation.files.find((file) => file.path.endsWith('registry.ts'))?.content).toContain('"parcel-list"');
  });
});

describe('the command line', () => {
  it('exits non-zero and writes nothing when a schema is refused', () => {
    const schema = readJson<Json>(project.root, 'schemas/site.json');
    schema.properties.name.type = 'text';
    writeJson(project.root, 'schemas/site.json', schema);
    const before = readJson<Json>(project.root, 'server/db/migrations/snapshot.json');
    const { status, output } = runGenerator(project.root);
    expect(status).not.toBe(0);
    expect(output).toContain('schemas/site.json: /properties/name/type');
    expect(output).toContain('must be one of "string", "integer", "number", "boolean", "array", "object"');
    expect(readJson<Json>(project.root, 'server/db/migrations/snapshot.json')).toEqual(before);
  });
});
