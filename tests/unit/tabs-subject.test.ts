import { describe, expect, it } from 'vitest';
import { publicResources } from '../../contract/registry';
import { mayOpen, tabOfLocation, tabSubjectOf } from '../../src/shell/tabs/tabSubject';

const resources = publicResources();
const site = resources.find((resource) => resource.name === 'site');

describe('the subject of a tab', () => {
  it('is the route for Home and the screens of the route tree', () => {
    expect(tabSubjectOf('/home', resources)).toEqual({ kind: 'route', name: 'home' });
    expect(tabSubjectOf('/sp-site/site-tabs', resources)).toEqual({ kind: 'route', name: 'site-tabs' });
    expect(tabSubjectOf('/sp-cfg/sp-cfg-autoDetectTactics', resources)).toEqual({
      kind: 'route',
      name: 'sp-cfg-autoDetectTactics',
    });
  });

  it("is the resource's screen for its create, edit and show pages", () => {
    expect(tabSubjectOf('/sites/create', resources)).toEqual({ kind: 'resource', resource: site, view: 'create' });
    expect(tabSubjectOf('/sites/3', resources)).toEqual({ kind: 'resource', resource: site, view: 'edit', id: '3' });
    expect(tabSubjectOf('/sites/3/show', resources)).toEqual({
      kind: 'resource',
      resource: site,
      view: 'show',
      id: '3',
    });
  });

  it('is nothing for error pages, the refresh helper, groups, unknown paths and lists shown on a route page', () => {
    for (const path of ['/403', '/404', '/redirect/home', '/sp-site', '/no/such/page', '/sites', '/sites/3/edit/x']) {
      expect(tabSubjectOf(path, resources), path).toBeUndefined();
    }
  });

  it('is opened with the route code or the resource permission; Home needs none', () => {
    const sitesTab = tabSubjectOf('/sp-site/site-tabs', resources);
    const siteRecord = tabSubjectOf('/sites/3', resources);
    const home = tabSubjectOf('/home', resources);
    if (!sitesTab || !siteRecord || !home) throw new Error('expected subjects');
    expect(mayOpen(home, [])).toBe(true);
    expect(mayOpen(sitesTab, ['site-tabs'])).toBe(true);
    expect(mayOpen(sitesTab, ['role-list'])).toBe(false);
    expect(mayOpen(siteRecord, [site?.permission ?? ''])).toBe(true);
    expect(mayOpen(siteRecord, ['role-list'])).toBe(false);
  });
});

describe('the tab of an address', () => {
  it('keeps the query of the page, as a list and its inner tab read it', () => {
    expect(tabOfLocation('/sp-site/site-tabs', '?tab=residents')).toEqual({
      path: '/sp-site/site-tabs',
      url: '/sp-site/site-tabs?tab=residents',
    });
    expect(tabOfLocation('/home', '')).toEqual({ path: '/home', url: '/home' });
  });

  it('leaves out the language parameter, which only matters when the console starts', () => {
    expect(tabOfLocation('/sp-site/site-tabs', '?lang=zh&tab=faces').url).toBe('/sp-site/site-tabs?tab=faces');
    expect(tabOfLocation('/home', '?lang=en').url).toBe('/home');
  });
});
