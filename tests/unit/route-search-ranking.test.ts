import { describe, expect, it } from 'vitest';
import type { Locale } from '../../contract/resource';
import { HOME_ROUTE, ROUTE_GROUPS } from '../../contract/routes';
import { permittedMenu } from '../../src/navigation/routePages';
import { pinyinReadings } from '../../src/shell/search/pinyinReadings';
import { createRouteSearch, routeTitle, type SearchableRoute } from '../../src/shell/search/routeSearch';
import { searchableRoutes } from '../../src/shell/search/searchableRoutes';

const everyCode = ROUTE_GROUPS.flatMap((group) => (group.children ?? []).map((child) => child.name));

/** The titles as the console shows them, straight from the route tree. */
function titles(locale: Locale) {
  const byName = new Map<string, string>([[HOME_ROUTE.name, HOME_ROUTE.title[locale]]]);
  for (const group of ROUTE_GROUPS) {
    byName.set(group.name, group.title[locale]);
    for (const child of group.children ?? []) byName.set(child.name, child.title[locale]);
  }
  return (key: string) => byName.get(key.replace(/^routes\.(.+)\.title$/, '$1')) ?? key;
}

function routes(locale: Locale, codes: readonly string[] = everyCode): SearchableRoute[] {
  return searchableRoutes(permittedMenu(codes), [], titles(locale));
}

const paths = (found: SearchableRoute[]) => found.map((route) => route.path);

describe('the pages the route search offers', () => {
  it('are Home and the permitted screens, titled group › page in the language shown', () => {
    const offered = routes('en', ['site-tabs', 'role-list']);
    expect(offered.map(routeTitle)).toEqual(['Home', 'Site Management › Site List', 'Permission Control › Roles']);
    expect(routes('zh', ['site-tabs']).map(routeTitle)).toEqual(['首页', '站点管理 › 站点列表']);
  });

  it('never include a screen the admin holds no code for', () => {
    const search = createRouteSearch(routes('en', ['site-tabs']));
    expect(paths(search('roles'))).toEqual([]);
    expect(paths(search('device config'))).toEqual([]);
  });
});

describe('the route search', () => {
  const english = createRouteSearch(routes('en'));

  it('lists every page in menu order before anything is typed', () => {
    expect(paths(english('  '))).toEqual(paths(routes('en')));
  });

  it('finds a page by its title, best match first, despite a typo', () => {
    expect(paths(english('Site List'))[0]).toBe('/sp-site/site-tabs');
    expect(paths(english('devise config'))[0]).toBe('/sp-cfg/sp-cfg-device');
    expect(paths(english('scheduled'))[0]).toBe('/sp-cfg/sp-cfg-job');
  });

  it('finds the pages of a group by the group title', () => {
    expect(paths(english('Monitoring Centre'))).toEqual(
      expect.arrayContaining([
        '/sp-console/redis-console',
        '/sp-console/apilog-list',
        '/sp-console/sql-console',
        '/sp-console/form-generator',
      ]),
    );
  });

  it('rejects what is too far from any title (threshold 0.4)', () => {
    expect(paths(english('xqzvw'))).toEqual([]);
  });

  it('finds Chinese titles by their characters', () => {
    const chinese = createRouteSearch(routes('zh'), pinyinReadings);
    expect(paths(chinese('设备'))[0]).toBe('/sp-cfg/sp-cfg-device');
  });

  it('finds Chinese titles by full pinyin and by initials', () => {
    const chinese = createRouteSearch(routes('zh'), pinyinReadings);
    expect(paths(chinese('zdlb'))[0]).toBe('/sp-site/site-tabs');
    expect(paths(chinese('zhandian'))).toContain('/sp-site/site-tabs');
    expect(paths(chinese('zhandian'))).toContain('/sp-site/site-import');
    expect(paths(chinese('dingshirenwu'))[0]).toBe('/sp-cfg/sp-cfg-job');
    expect(paths(chinese('sbsxpz'))[0]).toBe('/sp-cfg/sp-cfg-device');
  });

  it('finds a page by its title in the other language', () => {
    const english = createRouteSearch(routes('en'));
    const faces = paths(english('人脸'));
    expect(faces.length).toBeGreaterThan(0);
    expect(
      faces.every((path) => routes('zh').some((route) => route.path === path && /人脸/.test(routeTitle(route)))),
    ).toBe(true);
    expect(paths(english('站点列表'))[0]).toBe('/sp-site/site-tabs');
    const chinese = createRouteSearch(routes('zh'), pinyinReadings);
    expect(paths(chinese('Site List'))[0]).toBe('/sp-site/site-tabs');
    expect(paths(chinese('scheduled'))[0]).toBe('/sp-cfg/sp-cfg-job');
  });

  it('reads pinyin of the Chinese titles on the English console too', () => {
    const english = createRouteSearch(routes('en'), pinyinReadings);
    expect(paths(english('zdlb'))[0]).toBe('/sp-site/site-tabs');
  });

  it('does not read pinyin without the readings', () => {
    const chinese = createRouteSearch(routes('zh'));
    expect(paths(chinese('zdlb'))).toEqual([]);
  });
});

describe('the pinyin readings of a title', () => {
  it('are full pinyin and initials, without tones or spaces, keeping Latin words', () => {
    expect(pinyinReadings('站点列表')).toEqual(['zhandianliebiao', 'zdlb']);
    expect(pinyinReadings('Redis 控制台')).toEqual(['rediskongzhitai', 'rediskzt']);
  });

  it('are none for a title without Chinese', () => {
    expect(pinyinReadings('Site List')).toEqual([]);
  });
});
