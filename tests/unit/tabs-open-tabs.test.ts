import { describe, expect, it } from 'vitest';
import {
  asOpenTabs,
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  destinationAfterClosing,
  moveTab,
  type OpenTab,
  openTab,
  sameTabs,
  withPinned,
} from '../../src/shell/tabs/openTabs';

const tab = (path: string, search = ''): OpenTab => ({ path, url: `${path}${search}` });
const paths = (tabs: readonly OpenTab[]) => tabs.map((entry) => entry.path);

const PINNED = ['/home'];
const home = tab('/home');
const sites = tab('/sp-site/site-tabs', '?tab=residents');
const roles = tab('/sp-role/role-list');
const device = tab('/sp-cfg/sp-cfg-device');
const open = [home, sites, roles, device];

describe('the open tabs', () => {
  it('add a page visited for the first time at the end', () => {
    expect(paths(openTab([home, sites], roles))).toEqual(['/home', '/sp-site/site-tabs', '/sp-role/role-list']);
  });

  it('keep a page visited again in its place, at the address now shown', () => {
    const revisited = openTab(open, tab('/sp-site/site-tabs', '?tab=faces'));
    expect(paths(revisited)).toEqual(paths(open));
    expect(revisited[1].url).toBe('/sp-site/site-tabs?tab=faces');
  });

  it('put the pinned pages first, adding them when missing', () => {
    expect(paths(withPinned([roles, sites], PINNED))).toEqual(['/home', '/sp-role/role-list', '/sp-site/site-tabs']);
    expect(paths(withPinned([roles, tab('/home', '?x=1')], PINNED))).toEqual(['/home', '/sp-role/role-list']);
    expect(withPinned([tab('/home', '?x=1')], PINNED)[0].url).toBe('/home?x=1');
  });

  it('close one tab, but never a pinned one', () => {
    expect(paths(closeTab(open, '/sp-role/role-list', PINNED))).toEqual([
      '/home',
      '/sp-site/site-tabs',
      '/sp-cfg/sp-cfg-device',
    ]);
    expect(paths(closeTab(open, '/home', PINNED))).toEqual(paths(open));
  });

  it('close the others and all, keeping the pinned ones', () => {
    expect(paths(closeOtherTabs(open, '/sp-role/role-list', PINNED))).toEqual(['/home', '/sp-role/role-list']);
    expect(paths(closeOtherTabs(open, '/home', PINNED))).toEqual(['/home']);
    expect(paths(closeAllTabs(open, PINNED))).toEqual(['/home']);
  });

  it('move a dragged tab before or after another', () => {
    expect(paths(moveTab(open, '/sp-cfg/sp-cfg-device', '/sp-site/site-tabs', 'before', PINNED))).toEqual([
      '/home',
      '/sp-cfg/sp-cfg-device',
      '/sp-site/site-tabs',
      '/sp-role/role-list',
    ]);
    expect(paths(moveTab(open, '/sp-site/site-tabs', '/sp-role/role-list', 'after', PINNED))).toEqual([
      '/home',
      '/sp-role/role-list',
      '/sp-site/site-tabs',
      '/sp-cfg/sp-cfg-device',
    ]);
  });

  it('never move a tab in front of a pinned one, nor move a pinned one', () => {
    expect(paths(moveTab(open, '/sp-role/role-list', '/home', 'before', PINNED))).toEqual([
      '/home',
      '/sp-role/role-list',
      '/sp-site/site-tabs',
      '/sp-cfg/sp-cfg-device',
    ]);
    expect(paths(moveTab(open, '/home', '/sp-cfg/sp-cfg-device', 'after', PINNED))).toEqual(paths(open));
    expect(paths(moveTab(open, '/sp-role/role-list', '/nowhere', 'after', PINNED))).toEqual(paths(open));
  });

  it('lead to the last tab left when the page shown was closed, and nowhere otherwise', () => {
    const afterClosingShown = closeTab(open, '/sp-site/site-tabs', PINNED);
    expect(destinationAfterClosing(open, afterClosingShown, '/sp-site/site-tabs')).toEqual(device);
    expect(destinationAfterClosing(open, closeTab(open, '/sp-role/role-list', PINNED), '/sp-site/site-tabs')).toBe(
      undefined,
    );
    expect(destinationAfterClosing(open, closeAllTabs(open, PINNED), '/sp-role/role-list')).toEqual(home);
    expect(destinationAfterClosing(open, closeAllTabs(open, PINNED), '/404')).toBe(undefined);
  });

  it('read back from storage only what is a tab, once per page', () => {
    expect(
      asOpenTabs([
        sites,
        { path: 'no-slash', url: 'no-slash' },
        { path: '/a', url: '/elsewhere' },
        { path: '/b' },
        null,
        'text',
        tab('/sp-site/site-tabs'),
        roles,
      ]),
    ).toEqual([sites, roles]);
    expect(asOpenTabs('not a list')).toEqual([]);
    expect(asOpenTabs(undefined)).toEqual([]);
  });
});

describe('two lists of tabs', () => {
  it('are the same only with the same pages at the same addresses in the same order', () => {
    expect(sameTabs([home, sites], [tab('/home'), tab('/sp-site/site-tabs', '?tab=residents')])).toBe(true);
    expect(sameTabs([home, sites], [sites, home])).toBe(false);
    expect(sameTabs([home, sites], [home, tab('/sp-site/site-tabs')])).toBe(false);
    expect(sameTabs([home], [home, sites])).toBe(false);
  });
});
