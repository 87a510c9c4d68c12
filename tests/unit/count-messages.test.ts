import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import apiLogMessages from '../../src/features/api-log/messages';
import dashboardMessages from '../../src/features/dashboard/messages';
import redisConsoleMessages from '../../src/features/redis-console/messages';
import siteImportMessages from '../../src/features/site-import/messages';
import { sitesMessages } from '../../src/features/sites/messages';
import tacticsMessages from '../../src/features/tactics/messages';
import type { MessageTree } from '../../src/i18n/consoleMessages';
import { labelInSentence } from '../../src/i18n/resourceNotices';
import { emptyStateMessages } from '../../src/schema-ui/emptyStateMessages';
import { layoutMessages } from '../../src/shell/layout/messages';

const BUNDLES: Record<string, { en: MessageTree; zh: MessageTree }> = {
  sites: sitesMessages,
  'redis-console': redisConsoleMessages,
  'api-log': apiLogMessages,
  layout: layoutMessages,
  empty: emptyStateMessages,
  tactics: tacticsMessages,
  'site-import': siteImportMessages,
  dashboard: dashboardMessages,
};

/** A bundle's texts in a language, as the console's i18n layer (polyglot) words them. */
const wording = (phrases: MessageTree, locale: 'en' | 'zh') =>
  polyglotI18nProvider(() => phrases as never, locale, [{ locale, name: locale }], { allowMissing: true });

function texts(tree: MessageTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : texts(value, `${prefix}${key}.`),
  );
}

/** Every count a message may carry, set to `n`. */
// A limit (`max`) stays many: only the counts go to one.
const counted = (n: number) => ({ smart_count: n, count: n, total: n, scanned: n, shown: n, max: 200, code: 6037 });

describe('count messages in both languages', () => {
  for (const [name, bundle] of Object.entries(BUNDLES)) {
    it(`says one thing in the singular and many in the plural (${name})`, () => {
      const english = wording(bundle.en, 'en');
      for (const [key] of texts(bundle.en)) {
        const one = english.translate(key, counted(1));
        expect(one, key).not.toMatch(/\b1 (?!of\b)[a-z]+s\b/);
        expect(one, key).not.toContain('||||');
        expect(english.translate(key, counted(2)), key).not.toMatch(/\b2 (site|key|byte|time|character)\b/);
      }
      const chinese = wording(bundle.zh, 'zh');
      for (const [key] of texts(bundle.zh)) expect(chinese.translate(key, counted(1)), key).not.toContain('||||');
    });
  }

  it('tells a confirmation and a notice of unbinding all by how many', () => {
    const english = wording(sitesMessages.en, 'en');
    expect(english.translate('unbind_all_text', { smart_count: 1 })).toMatch(/^Unbind your one bound site\?/);
    expect(english.translate('unbind_all_text', { smart_count: 2 })).toMatch(/^Unbind all 2 bound sites of yours\?/);
    expect(english.translate('unbound_all', { smart_count: 1 })).toBe('1 site unbound');
    expect(english.translate('unbound_all', { smart_count: 3 })).toBe('3 sites unbound');
    const chinese = wording(sitesMessages.zh, 'zh');
    expect(chinese.translate('unbound_all', { smart_count: 1 })).toBe('已解绑 1 个站点');
  });

  it('names many rows of a resource in a sentence', () => {
    const resident = { en: 'Resident', zh: '住户' };
    const english = wording(emptyStateMessages.en, 'en');
    expect(english.translate('own_sites_only', { name: labelInSentence(resident, 'en', 2) })).toBe(
      'You see only the residents of the sites you own, and there are none yet.',
    );
  });
});
