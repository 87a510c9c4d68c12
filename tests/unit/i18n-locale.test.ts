import { describe, expect, it } from 'vitest';
import { asLocale, chooseLocale, type LocaleSources } from '../../src/i18n/localeChoice';

const nothing: LocaleSources = { urlSearch: '', stored: null, configuredDefault: undefined, browserLanguages: [] };

describe('the language the console starts in', () => {
  it('takes the lang URL parameter first', () => {
    expect(
      chooseLocale({ urlSearch: '?lang=zh', stored: 'en', configuredDefault: 'en', browserLanguages: ['en-US'] }),
    ).toBe('zh');
  });

  it('then the remembered choice', () => {
    expect(chooseLocale({ urlSearch: '', stored: 'zh', configuredDefault: 'en', browserLanguages: ['en-US'] })).toBe(
      'zh',
    );
  });

  it('then the configured default', () => {
    expect(chooseLocale({ urlSearch: '', stored: null, configuredDefault: 'zh', browserLanguages: ['en-US'] })).toBe(
      'zh',
    );
  });

  it("then the first of the browser's languages the console speaks", () => {
    expect(chooseLocale({ ...nothing, browserLanguages: ['fr-FR', 'zh-CN', 'en'] })).toBe('zh');
  });

  it('and English when nothing decides', () => {
    expect(chooseLocale({ ...nothing, browserLanguages: ['fr-FR', 'de'] })).toBe('en');
  });

  it('skips a source that names a language the console does not speak', () => {
    expect(
      chooseLocale({ urlSearch: '?lang=fr', stored: 'klingon', configuredDefault: 'de', browserLanguages: ['zh-TW'] }),
    ).toBe('zh');
  });

  it('reads regional and differently cased language tags', () => {
    expect(asLocale('zh-CN')).toBe('zh');
    expect(asLocale('EN_gb')).toBe('en');
    expect(asLocale('zhx')).toBeNull();
    expect(asLocale(undefined)).toBeNull();
  });
});
