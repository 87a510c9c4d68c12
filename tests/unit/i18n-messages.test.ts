import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { publicResources } from '../../contract/registry';
import { allPermissionCodes, EXTRA_PERMISSIONS } from '../../contract/routes';
import { consoleTexts } from '../../src/consoleTexts';
import { loadClientFeatures } from '../../src/feature-host/loadClientFeatures';

type Tree = { [key: string]: unknown };

/** Every leaf of a message tree, as `a.b.c` → text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else if (typeof value === 'object' && value !== null) {
      for (const [leaf, text] of leaves(value as Tree, path)) found.set(leaf, text);
    } else throw new Error(`${path} is neither a text nor a group of texts`);
  }
  return found;
}

const placeholders = (text: string) => new Set(text.match(/%\{\w+\}/g) ?? []);

// The texts the console runs with: the core's and every feature's.
const { en, zh } = consoleTexts(loadClientFeatures());
const english = leaves(en as Tree);
const chinese = leaves(zh as Tree);

describe('the English and Chinese messages', () => {
  it('have exactly the same keys', () => {
    const onlyEnglish = [...english.keys()].filter((key) => !chinese.has(key));
    const onlyChinese = [...chinese.keys()].filter((key) => !english.has(key));
    expect({ onlyEnglish, onlyChinese }).toEqual({ onlyEnglish: [], onlyChinese: [] });
  });

  it("translate every one of react-admin's own messages", () => {
    const missing = [...leaves(englishMessages as Tree).keys()].filter((key) => !chinese.has(key));
    expect(missing).toEqual([]);
  });

  it('use in Chinese only placeholders the English text has', () => {
    const strays = [...chinese].flatMap(([key, text]) => {
      const known = placeholders(english.get(key) ?? '');
      return [...placeholders(text)].filter((name) => !known.has(name)).map((name) => `${key}: ${name}`);
    });
    expect(strays).toEqual([]);
  });

  it('leave no text empty, except where react-admin means a blank', () => {
    const empty = [...english, ...chinese].filter(([key, text]) => text.trim() === '' && key !== 'ra.boolean.null');
    expect(empty).toEqual([]);
  });

  it('label every public resource and each of its fields and options, in both languages', () => {
    const resources = publicResources();
    expect(resources.length).toBeGreaterThan(0);
    for (const resource of resources) {
      for (const messages of [english, chinese]) {
        expect(messages.get(`resources.${resource.path}.name`)).toBeTruthy();
        for (const field of resource.fields) {
          expect(messages.get(`resources.${resource.path}.fields.${field.name}`), field.name).toBeTruthy();
          for (const option of field.options ?? []) {
            expect(messages.get(`resources.${resource.path}.options.${field.name}.${option.value}`)).toBeTruthy();
          }
        }
      }
    }
    const site = resources.find((resource) => resource.name === 'site');
    expect(chinese.get(`resources.${site?.path}.name`)).toBe(site?.label.zh);
  });

  it('title every route of the route tree', () => {
    const extra = new Set(EXTRA_PERMISSIONS.map((permission) => permission.name));
    const routes = allPermissionCodes().filter((code) => !extra.has(code));
    for (const messages of [english, chinese]) {
      for (const route of ['home', ...routes]) expect(messages.get(`routes.${route}.title`), route).toBeTruthy();
    }
    expect(chinese.get('routes.site-tabs.title')).toBe('站点列表');
  });
});
