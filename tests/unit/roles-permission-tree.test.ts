import { describe, expect, it } from 'vitest';
import type { RouteNode } from '../../contract/routes';
import {
  allCodes,
  checkState,
  dropsRoleManagement,
  permissionTree,
  selectAll,
  toggle,
} from '../../src/features/roles/permissionTree';

const GROUPS: RouteNode[] = [
  {
    name: 'sp-site',
    path: '/sp-site',
    title: { en: 'Sites', zh: '站点' },
    children: [
      { name: 'site-tabs', path: 'site-tabs', title: { en: 'Site List', zh: '站点列表' } },
      { name: 'site-import', path: 'site-import', title: { en: 'Import', zh: '导入' } },
    ],
  },
  {
    name: 'sp-role',
    path: '/sp-role',
    title: { en: 'Permission Control', zh: '权限控制' },
    children: [{ name: 'role-list', path: 'role-list', title: { en: 'Roles', zh: '角色管理' } }],
  },
];

describe('the permission tree of the role editor', () => {
  const tree = permissionTree([], GROUPS);
  const [sites] = tree;

  it('holds the menu groups with their routes, then the codes that are not routes', () => {
    expect(tree.map((node) => node.code)).toEqual([
      'sp-site',
      'sp-role',
      'all-sites',
      'redis-console-write',
      'metrics',
    ]);
    expect(sites.children.map((node) => node.code)).toEqual(['site-tabs', 'site-import']);
  });

  it('ticks and clears a whole group with its box', () => {
    const ticked = toggle(tree, new Set(), sites, true);
    expect([...ticked].sort()).toEqual(['site-import', 'site-tabs', 'sp-site']);
    expect(checkState(sites, ticked)).toBe('checked');
    expect(toggle(tree, ticked, sites, false).size).toBe(0);
  });

  it('half-ticks a group when some of its routes are ticked, and keeps its code only while one is', () => {
    const one = toggle(tree, new Set(), sites.children[0], true);
    expect(checkState(sites, one)).toBe('indeterminate');
    expect(one.has('sp-site')).toBe(true);
    const none = toggle(tree, one, sites.children[0], false);
    expect(checkState(sites, none)).toBe('unchecked');
    expect(none.has('sp-site')).toBe(false);
  });

  it('selects every code or none', () => {
    expect([...selectAll(tree, true)].sort()).toEqual([...allCodes(tree)].sort());
    expect(selectAll(tree, false).size).toBe(0);
  });

  it('notices when a change takes role management away', () => {
    expect(dropsRoleManagement(['sp-role', 'role-list'], new Set(['sp-role']))).toBe(true);
    expect(dropsRoleManagement(['sp-site'], new Set())).toBe(false);
    expect(dropsRoleManagement(['sp-role', 'role-list'], new Set(['sp-role', 'role-list', 'sp-site']))).toBe(false);
  });
});
