import { lazy, type ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { getResource } from '../../contract/registry';
import type { ResourceDefinition } from '../../contract/resource';
import { resourceViews } from '../../src/schema-ui';
import { rowClick } from '../../src/schema-ui/rowClick';
import type { ResourceScreen } from '../../src/schema-ui/screenOverrides';

function resource(name: string): ResourceDefinition {
  const found = getResource(name);
  if (!found) throw new Error(`the registry has no ${name}`);
  return found;
}

/** A feature's screens, saying which screen they are and for which resource. */
const FeatureEdit = ({ resource }: { resource: ResourceDefinition }) => <p>feature edit of {resource.name}</p>;
const FeatureCreate = ({ resource }: { resource: ResourceDefinition }) => <p>feature create of {resource.name}</p>;
const lazyEdit: ResourceScreen = lazy(async () => ({ default: FeatureEdit }));
const lazyCreate: ResourceScreen = lazy(async () => ({ default: FeatureCreate }));

/** The HTML of a screen once its lazy parts have loaded. */
async function html(element: ReactElement | undefined): Promise<string> {
  if (!element) throw new Error('the engine offered no such screen');
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

describe('the schema-ui engine given a feature override', () => {
  const site = resource('site');

  it("renders the feature's edit screen, with the resource, in place of its own", async () => {
    const views = resourceViews(site, { override: { edit: lazyEdit } });
    expect(await html(views.edit)).toContain('feature edit of <!-- -->site');
  });

  it("renders the feature's create screen, and keeps its own screens the override leaves out", async () => {
    const views = resourceViews(site, { override: { create: lazyCreate } });
    expect(await html(views.create)).toContain('feature create');
    const engineEdit = views.edit?.props as { children: ReactElement } | undefined;
    expect(engineEdit?.children.type).not.toBe(lazyCreate);
  });

  it('offers no screen the resource does not allow, override or not', () => {
    const logs = resource('api-log');
    const views = resourceViews(logs, { override: { create: lazyCreate } });
    expect(logs.operations).not.toContain('create');
    expect(views.create).toBeUndefined();
  });

  it("lets a row click do what the feature says instead of opening the record's page", () => {
    const opened: unknown[] = [];
    const click = rowClick(site, (record) => opened.push(record.id));
    expect(typeof click).toBe('function');
    if (typeof click !== 'function') return;
    const staysOnList = click(7, site.path, { id: 7, name: 'North' });
    expect(staysOnList).toBe(false);
    expect(opened).toEqual([7]);
    expect(rowClick(site)).not.toBeTypeOf('function');
  });
});
