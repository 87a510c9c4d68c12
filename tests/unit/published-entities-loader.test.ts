import { describe, expect, it } from 'vitest';
import { getResource, getResourceByPath, publicResources } from '../../contract/registry';
import type { ResourceDefinition } from '../../contract/resource';
import { runtimeResources, runtimeValidatorsOf, type ValidatorPair } from '../../contract/runtime-registry';
import {
  createPublishedEntitiesLoader,
  type RegistryEntity,
} from '../../src/features/published-entities/publishedEntities';
import en from '../../src/i18n/en';
import { runtimeResourceText } from '../../src/i18n/runtimeResourceTexts';
import zh from '../../src/i18n/zh';
import { listPathOf, publishedListResources, routePageOf, unroutedResources } from '../../src/navigation/routePages';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { holdsCode, type LoginInfo, permissionCodes } from '../../src/providers/loginInfo';

const thirdCloud = getResource('third-cloud') as ResourceDefinition;

/** A published entity shaped like a built-in one, guarded by the form generator's code. */
function published(name: string, moduleUrl: string, label = { en: 'Crate', zh: '箱子' }): RegistryEntity {
  return {
    ...thirdCloud,
    name,
    path: `${name}s`,
    table: name.replace(/-/g, '_'),
    permission: 'form-generator',
    label,
    source: 'published',
    validatorModule: moduleUrl,
  };
}

const accepting = (): ValidatorPair => ({ create: () => true, update: () => true });

/** A module import that counts its calls and answers a pair for each name it was given. */
function fakeImports(pairs: Record<string, ValidatorPair>) {
  const imported: string[] = [];
  const load = createPublishedEntitiesLoader(async (url) => {
    imported.push(url);
    return { validators: pairs };
  });
  return { load, imported };
}

describe('loading published entities from the registry', () => {
  it('adds a published entity once per version, its validators before it, and leaves built-in ones alone', async () => {
    const pair = accepting();
    const { load, imported } = fakeImports({ crate: pair });
    const builtIn: RegistryEntity = { ...thirdCloud, source: 'built-in', validatorModule: null };
    const crate = published('crate', '/api/registry/validators/aaa.js');

    expect(await load([builtIn, crate])).toEqual(['crate']);
    expect(imported).toEqual(['/api/registry/validators/aaa.js']);
    expect(runtimeValidatorsOf('crate')).toBe(pair);
    const added = getResourceByPath('crates');
    expect(added?.label.en).toBe('Crate');
    expect(added).not.toHaveProperty('validatorModule');
    expect(added).not.toHaveProperty('source');
    expect(publicResources().at(-1)?.name).toBe('crate');

    const before = runtimeResources();
    expect(await load([builtIn, crate])).toEqual([]);
    expect(imported).toHaveLength(1);
    expect(runtimeResources()).toBe(before);
  });

  it('replaces an entity by its newer version, module and labels', async () => {
    const older = accepting();
    const newer = accepting();
    const served: Record<string, ValidatorPair> = { 'one.js': older, 'two.js': newer };
    const load = createPublishedEntitiesLoader(async (url) => ({
      validators: { box: served[url.split('/').at(-1) ?? ''] },
    }));
    await load([published('box', '/api/registry/validators/one.js')]);
    expect(runtimeValidatorsOf('box')).toBe(older);

    const bigger = published('box', '/api/registry/validators/two.js', { en: 'Big box', zh: '大箱' });
    expect(await load([bigger])).toEqual(['box']);
    expect(runtimeValidatorsOf('box')).toBe(newer);
    expect(getResource('box')?.label.en).toBe('Big box');
    expect(runtimeResources().filter((resource) => resource.name === 'box')).toHaveLength(1);
    expect(await load([bigger])).toEqual([]);
  });

  it('keeps loading the others when one module fails or lacks its validators, and tries that one again', async () => {
    let broken = true;
    const load = createPublishedEntitiesLoader(async (url) => {
      if (url.endsWith('broken.js') && broken) throw new Error('network');
      return { validators: { sack: accepting(), bag: accepting() } };
    });
    const answer = await load([
      published('sack', '/api/registry/validators/broken.js'),
      published('bag', '/api/registry/validators/ok.js'),
      published('tube', '/api/registry/validators/ok.js'),
    ]);
    expect(answer).toEqual(['bag']);
    expect(getResource('sack')).toBeUndefined();
    expect(getResource('tube')).toBeUndefined();

    broken = false;
    expect(await load([published('sack', '/api/registry/validators/broken.js')])).toEqual(['sack']);
    expect(getResource('sack')).toBeDefined();
  });
});

describe('a published entity in the console', () => {
  it('is listed at /<path> in a group of its own, never on the route page its code names', async () => {
    const { load } = fakeImports({ pallet: accepting() });
    await load([published('pallet', '/api/registry/validators/p.js')]);
    const pallet = getResource('pallet') as ResourceDefinition;
    expect(routePageOf(pallet)).toBeUndefined();
    expect(listPathOf(pallet)).toBe('/pallets');
    expect(publishedListResources(publicResources()).map((resource) => resource.name)).toContain('pallet');
    expect(unroutedResources(publicResources()).map((resource) => resource.name)).not.toContain('pallet');
  });

  it('is named from its definition in the language shown, and the generated texts keep theirs', async () => {
    const { load } = fakeImports({ trunk: accepting() });
    await load([published('trunk', '/api/registry/validators/t.js', { en: 'Trunk', zh: '行李箱' })]);
    expect(runtimeResourceText('resources.trunks.name', 'zh')).toBe('行李箱');
    expect(runtimeResourceText('resources.trunks.fields.name', 'en')).toBe('Name');
    expect(runtimeResourceText('resources.trunks.fields.id', 'zh')).toBe('ID');
    expect(runtimeResourceText('resources.sites.name', 'en')).toBeUndefined();
    expect(runtimeResourceText('app.title', 'en')).toBeUndefined();

    const i18n = createI18nProvider({
      initialLocale: 'en',
      messages: { en, zh },
      remember: () => {},
      laterText: runtimeResourceText,
    });
    expect(i18n.translate('resources.trunks.name', { _: 'resources.trunks.name' })).toBe('Trunk');
    expect(
      i18n.translate('ra.page.create', { _: 'Create %{name}', name: i18n.translate('resources.trunks.name') }),
    ).toBe('Create Trunk');
    expect(i18n.translate('resources.sites.name')).toBe(getResource('site')?.label.en);
    await i18n.changeLocale('zh');
    expect(i18n.translate('resources.trunks.name')).toBe('行李箱');
    expect(i18n.translate('resources.sites.name')).toBe(getResource('site')?.label.zh);
  });
});

describe('who may open a published entity', () => {
  const info = (roleCodes: string[], perList: string[]) =>
    ({
      admin: {},
      roleList: [{ id: 1, name: 'role', permissionCodes: roleCodes }],
      perList: perList.map((permissionCode) => ({ permissionCode })),
    }) as unknown as LoginInfo;

  it('opens a code made after the sign-in to a role holding *, and only named codes to the others', () => {
    const superAdmin = permissionCodes(info(['*'], ['home', 'form-generator']));
    expect(holdsCode(superAdmin, 'crate-desk')).toBe(true);
    const clerk = permissionCodes(info(['form-generator'], ['form-generator']));
    expect(clerk).toEqual(['form-generator']);
    expect(holdsCode(clerk, 'form-generator')).toBe(true);
    expect(holdsCode(clerk, 'crate-desk')).toBe(false);
  });
});
