import { describe, expect, it } from 'vitest';
import { getResource } from '../../contract/registry';
import type { ResourceDefinition } from '../../contract/resource';
import { addRuntimeResource } from '../../contract/runtime-registry';
import { heldPermissions } from '../../src/features/roles/heldPermissions';
import { permissionTree } from '../../src/features/roles/permissionTree';
import en from '../../src/i18n/en';
import { countOfRows, labelInSentence } from '../../src/i18n/resourceNotices';
import { runtimeResourceText } from '../../src/i18n/runtimeResourceTexts';
import zh from '../../src/i18n/zh';
import { createI18nProvider } from '../../src/providers/i18nProvider';

const provider = (locale: 'en' | 'zh') =>
  createI18nProvider({
    initialLocale: locale,
    messages: { en, zh },
    remember: () => {},
    laterText: runtimeResourceText,
  });
const notice = (locale: 'en' | 'zh', path: string, event: string, count = 1) =>
  provider(locale).translate(`resources.${path}.notifications.${event}`, { smart_count: count });

describe('the success notices of each resource', () => {
  it('name what was created, updated and deleted, with how many, in both languages', () => {
    expect(notice('en', 'sites', 'created')).toBe('Site created');
    expect(notice('zh', 'sites', 'created')).toBe('站点已创建');
    expect(notice('en', 'residents', 'updated')).toBe('Resident updated');
    expect(notice('zh', 'residents', 'updated')).toBe('住户已更新');
    expect(notice('en', 'residents', 'deleted')).toBe('Resident deleted');
    expect(notice('en', 'residents', 'deleted', 3)).toBe('3 residents deleted');
    expect(notice('zh', 'residents', 'deleted', 3)).toBe('已删除 3 条住户');
    expect(notice('en', 'api-logs', 'deleted', 2)).toBe('2 API request logs deleted');
    expect(notice('en', 'third-clouds', 'deleted', 2)).toBe('2 third-party clouds deleted');
  });

  it('name an entity published while the console runs by its own label', () => {
    const base = getResource('third-cloud') as ResourceDefinition;
    addRuntimeResource({
      ...base,
      name: 'parcel-box',
      path: 'parcel-boxes',
      label: { en: 'Parcel box', zh: '快递柜' },
    });
    expect(notice('en', 'parcel-boxes', 'created')).toBe('Parcel box created');
    expect(notice('en', 'parcel-boxes', 'deleted', 4)).toBe('4 parcel boxes deleted');
    expect(notice('zh', 'parcel-boxes', 'deleted', 4)).toBe('已删除 4 条快递柜');
  });

  it('counts rows of a resource inside a sentence', () => {
    expect(countOfRows({ en: 'Face', zh: '人脸' }, 'en', 1)).toBe('1 face');
    expect(countOfRows({ en: 'Admin session', zh: '管理员会话' }, 'en', 2)).toBe('2 admin sessions');
    expect(countOfRows({ en: 'Face', zh: '人脸' }, 'zh', 5)).toBe('5 条人脸');
    expect(labelInSentence({ en: 'Scheduled task', zh: '定时任务' }, 'en', 2)).toBe('scheduled tasks');
  });
});

describe('a role’s permissions by their titles', () => {
  const tree = permissionTree([]);

  it('groups the routes held under their menu group, and the codes outside any group apart', () => {
    const held = heldPermissions(tree, ['sp-site', 'site-tabs', 'role-list', 'all-sites']);
    expect(held.every).toBe(false);
    expect(held.groups.map((group) => [group.title?.en, group.items.map((item) => item.title.en)])).toEqual([
      ['Site Management', ['Site List']],
      ['Permission Control', ['Roles']],
      [undefined, ['All sites (not only my own)']],
    ]);
    expect(held.unknown).toEqual([]);
  });

  it('says so for the role holding every code, and keeps codes the console no longer knows', () => {
    expect(heldPermissions(tree, ['*']).every).toBe(true);
    expect(heldPermissions(tree, ['withdrawn-entity']).unknown).toEqual(['withdrawn-entity']);
  });
});
