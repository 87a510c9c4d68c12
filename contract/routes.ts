import type { Label } from './resource';

/**
 * The console's route tree (docs/features/console.md#the-console). A route's `name` is its permission
 * code: the client shows a menu entry or opens a page only when the user holds it,
 * and the server checks the same code on every API route behind that page.
 */
export interface RouteNode {
  /** Permission code and route name. */
  name: string;
  /** Path relative to the parent group (absolute for groups). */
  path: string;
  title: Label;
  /** What the screen is for, shown on screens that have no body yet. */
  purpose?: Label;
  children?: RouteNode[];
}

export const HOME_ROUTE = { name: 'home', path: '/home', title: { en: 'Home', zh: '首页' } } as const;

export const ROUTE_GROUPS: RouteNode[] = [
  {
    name: 'sp-site',
    path: '/sp-site',
    title: { en: 'Site Management', zh: '站点管理' },
    children: [
      { name: 'site-tabs', path: 'site-tabs', title: { en: 'Site List', zh: '站点列表' } },
      {
        name: 'site-import',
        path: 'site-import',
        title: { en: 'Site import face', zh: '站点导入人脸' },
        purpose: { en: 'Import residents and their faces for sites', zh: '为站点批量导入住户及人脸' },
      },
    ],
  },
  {
    name: 'sp-role',
    path: '/sp-role',
    title: { en: 'Permission Control', zh: '权限控制' },
    children: [
      { name: 'role-list', path: 'role-list', title: { en: 'Roles', zh: '角色管理' } },
      { name: 'menu-list', path: 'menu-list', title: { en: 'Menus', zh: '菜单管理' } },
      { name: 'admin-list', path: 'admin-list', title: { en: 'Admin Accounts', zh: '管理员账号' } },
      { name: 'sp-admin-login', path: 'sp-admin-login', title: { en: 'Admin Login Log', zh: '管理员登录日志' } },
      { name: 'third-cloud-list', path: 'third-cloud-list', title: { en: 'Third-party Clouds', zh: '第三方云' } },
    ],
  },
  {
    name: 'sp-console',
    path: '/sp-console',
    title: { en: 'Monitoring Centre', zh: '监控中心' },
    children: [
      {
        name: 'redis-console',
        path: 'redis-console',
        title: { en: 'Redis Console', zh: 'Redis 控制台' },
        purpose: { en: 'Browse and edit the cache store', zh: '浏览和编辑缓存' },
      },
      { name: 'apilog-list', path: 'apilog-list', title: { en: 'API Request Log', zh: '接口请求日志' } },
      {
        name: 'sql-console',
        path: 'sql-console',
        title: { en: 'SQL Console', zh: 'SQL 控制台' },
        purpose: { en: 'Run read-only SQL against the database', zh: '对数据库执行只读 SQL' },
      },
      {
        name: 'form-generator',
        path: 'form-generator',
        title: { en: 'Form Generator', zh: '在线表单生成' },
        purpose: { en: 'Build an entity schema online and preview its screens', zh: '在线编辑实体模型并预览界面' },
      },
    ],
  },
  {
    name: 'sp-cfg',
    path: '/sp-cfg',
    title: { en: 'System Config', zh: '系统配置' },
    children: [
      { name: 'sp-cfg-app', path: 'sp-cfg-app', title: { en: 'App Config', zh: '应用公共配置' } },
      { name: 'sp-cfg-server', path: 'sp-cfg-server', title: { en: 'Server Config', zh: '服务端私有配置' } },
      { name: 'sp-cfg-job', path: 'sp-cfg-job', title: { en: 'Scheduled Tasks', zh: '定时任务' } },
      { name: 'sp-cfg-device', path: 'sp-cfg-device', title: { en: 'Device Config', zh: '设备属性配置' } },
      {
        name: 'sp-cfg-autoDetectTactics',
        path: 'sp-cfg-autoDetectTactics',
        title: { en: 'Auto-detect Tactics', zh: '自动检测策略' },
      },
    ],
  },
];

/**
 * Codes that are not routes: `all-sites` lets an account see and change every
 * admin's sites (and their residents and faces) instead of only its own;
 * `redis-console-write` lets an account change keys in the Redis console, which
 * `redis-console` alone only browses; `metrics` lets an account read the server's
 * metrics (`GET /metrics`, for a monitoring system).
 */
export const EXTRA_PERMISSIONS: { name: string; title: Label }[] = [
  { name: 'all-sites', title: { en: 'All sites (not only my own)', zh: '全部站点（不限本人）' } },
  {
    name: 'redis-console-write',
    title: { en: 'Redis console: change and delete keys', zh: 'Redis 控制台：修改和删除键' },
  },
  { name: 'metrics', title: { en: 'Server metrics (/metrics)', zh: '服务器指标（/metrics）' } },
];

/** Every permission code: groups, their children, and the extra codes. */
export function allPermissionCodes(groups: RouteNode[] = ROUTE_GROUPS): string[] {
  const codes: string[] = [];
  for (const group of groups) {
    codes.push(group.name);
    for (const child of group.children ?? []) codes.push(child.name);
  }
  for (const extra of EXTRA_PERMISSIONS) codes.push(extra.name);
  return codes;
}

/** Codes of the default web role given to self-registered accounts: Home and site management. */
export const DEFAULT_WEB_ROLE_CODES = ['sp-site', 'site-tabs', 'site-import'];

/** Absolute path of a child route: `/sp-site/site-tabs`. */
export function routePath(group: RouteNode, child: RouteNode): string {
  return `${group.path}/${child.path}`;
}

/** Finds a route by name, with its absolute path. */
export function findRoute(name: string): { route: RouteNode; path: string } | undefined {
  for (const group of ROUTE_GROUPS) {
    if (group.name === name) return { route: group, path: group.path };
    for (const child of group.children ?? []) {
      if (child.name === name) return { route: child, path: routePath(group, child) };
    }
  }
  return undefined;
}
