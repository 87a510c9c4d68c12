import { describe, expect, it } from 'vitest';
import { publicResources } from '../../contract/registry';
import { type Crumb, crumbText, documentTitle, routeTrail } from '../../src/shell/layout/routeTrail';

const resources = publicResources();
const keys = (crumbs: Crumb[]) => crumbs.map((crumb) => crumb.titleKey);

/** A translation that shows the key and its parameters, so that the tests see what is asked for. */
const translate = (key: string, options?: Record<string, unknown>) =>
  `${key}${options?.name ? `(${options.name}${options.recordRepresentation ?? ''})` : ''}`;

describe('the breadcrumb of a path', () => {
  it('is Home for / and /home', () => {
    expect(keys(routeTrail('/', resources))).toEqual(['routes.home.title']);
    expect(keys(routeTrail('/home', resources))).toEqual(['routes.home.title']);
  });

  it('is the group and the page for a screen of the route tree', () => {
    const trail = routeTrail('/sp-cfg/sp-cfg-device/', resources);
    expect(keys(trail)).toEqual(['routes.sp-cfg.title', 'routes.sp-cfg-device.title']);
    expect(trail[1].path).toBe('/sp-cfg/sp-cfg-device');
  });

  it("places a record's page under the screen that lists its resource", () => {
    const site = resources.find((resource) => resource.name === 'site');
    const trail = routeTrail(`/${site?.path}/12/show`, resources);
    expect(keys(trail)).toEqual(['routes.sp-site.title', 'routes.site-tabs.title', 'ra.page.show']);
    expect(crumbText(translate, trail[2])).toBe(`ra.page.show(resources.${site?.path}.name#12)`);
    expect(keys(routeTrail(`/${site?.path}/create`, resources)).at(-1)).toBe('ra.page.create');
  });

  it('names the refusal and the missing page', () => {
    expect(keys(routeTrail('/403', resources))).toEqual(['app.page.forbidden_title']);
    expect(keys(routeTrail('/404', resources))).toEqual(['app.page.not_found_title']);
  });

  it('is empty for a path the console does not know', () => {
    expect(routeTrail('/no/such/page', resources)).toEqual([]);
  });
});

describe('the document title', () => {
  it("is the page's title, a separator and the product's title", () => {
    expect(documentTitle('Site List', 'Intercom Cloud Console')).toBe('Site List - Intercom Cloud Console');
  });

  it("is the product's title alone when the page has none", () => {
    expect(documentTitle('', '楼宇对讲云管理后台')).toBe('楼宇对讲云管理后台');
  });
});
