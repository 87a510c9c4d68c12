import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import type { Locale } from '../../contract/resource';
import { asLocale, LOCALE_STORAGE_KEY } from '../i18n/localeChoice';

export interface I18nProviderOptions {
  initialLocale: Locale;
  messages: Record<Locale, TranslationMessages>;
  /** Remembers a language the admin switched to. */
  remember: (locale: Locale) => void;
}

export const LANGUAGES: { locale: Locale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'zh', name: '中文' },
];

/** Where the browser keeps the chosen language; kept apart so that tests can pass their own storage. */
export function rememberInLocalStorage(locale: Locale): void {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
}

export function createI18nProvider({ initialLocale, messages, remember }: I18nProviderOptions): I18nProvider {
  const polyglot = polyglotI18nProvider((locale) => messages[asLocale(locale) ?? 'en'], initialLocale, LANGUAGES, {
    allowMissing: true,
  });
  return {
    ...polyglot,
    changeLocale(locale, options) {
      const chosen = asLocale(locale);
      if (chosen) remember(chosen);
      return polyglot.changeLocale(locale, options);
    },
  };
}

/** The console's language right now, as the texts of errors need it. */
export function currentLocale(i18n: I18nProvider): Locale {
  return asLocale(i18n.getLocale()) ?? 'en';
}
