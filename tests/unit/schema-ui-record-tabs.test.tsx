import { lazy, type ReactElement } from 'react';
import { RecordContextProvider } from 'react-admin';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { getResource } from '../../contract/registry';
import type { ResourceDefinition } from '../../contract/resource';
import { EVERY_RESOURCE, type RecordTab, ScreenOverridesContext } from '../../src/schema-ui';
import { RecordPageTabs } from '../../src/schema-ui/RecordPageTabs';

function resource(name: string): ResourceDefinition {
  const found = getResource(name);
  if (!found) throw new Error(`the registry has no ${name}`);
  return found;
}

const Notes = ({ resource }: { resource: ResourceDefinition }) => <p>notes of {resource.name}</p>;
const notesTab: RecordTab = {
  key: 'notes',
  label: 'Notes',
  shows: (shown) => shown.name === 'site',
  Part: lazy(async () => ({ default: Notes })),
};

/** A record's page of `shown` at `address`, with the notes tab a feature adds. */
async function page(shown: ResourceDefinition, address: string): Promise<string> {
  const element: ReactElement = (
    <MemoryRouter initialEntries={[address]}>
      <ScreenOverridesContext.Provider value={{ [EVERY_RESOURCE]: { recordTabs: [notesTab] } }}>
        <RecordContextProvider value={{ id: 7, name: 'North' }}>
          <RecordPageTabs resource={shown}>
            <p>the fields</p>
          </RecordPageTabs>
        </RecordContextProvider>
      </ScreenOverridesContext.Provider>
    </MemoryRouter>
  );
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

describe("the tabs of a record's page", () => {
  it('opens on the fields, with the tab a feature adds beside them and not yet drawn', async () => {
    const html = await page(resource('site'), '/sites/7/show');
    expect(html).toContain('role="tablist"');
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>.*?app\.record_page\.details/);
    expect(html).toContain('the fields');
    expect(html).not.toContain('notes of');
  });

  it('opens the tab the address names, keeping the fields on the page but hidden', async () => {
    const html = await page(resource('site'), '/sites/7/show?lang=en&section=notes');
    expect(html).toContain('notes of <!-- -->site');
    expect(html).toMatch(/role="tabpanel"[^>]*hidden=""[^>]*>(<[^>]+>)*the fields/);
  });

  it('draws the fields alone for a resource no tab shows', async () => {
    const html = await page(resource('resident'), '/residents/7/show?section=notes');
    expect(html).not.toContain('role="tablist"');
    expect(html).toContain('the fields');
    expect(html).not.toContain('notes of');
  });
});
