import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import type { Locale } from '../../contract/resource';
import { asLocale, LOCALE_STORAGE_KEY } from '../i18n/localeChoice';

export interface I18nProviderOptions {
  initialLocale: Locale;
  messages: Record<Locale, TranslationMessages>;
  /** Remembers a language the admin switched to. */
  remember: (locale: Locale) => void;
  /** Texts beyond `messages` for keys they lack (the labels of entities published at run time). */
  laterText?: (key: string, locale: Locale) => string | undefined;
}

export const LANGUAGES: { locale: Locale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'zh', name: '中文' },
];

/** Where the browser keeps the chosen language; kept apart so that tests can pass their own storage. */
export function rememberInLocalStorage(locale: Locale): void {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
}

/** The console's i18n provider, whose texts can grow once the features' own have loaded. */
export interface ConsoleI18nProvider extends I18nProvider {
  /** Uses `next` from now on, in the current language at once. */
  replaceMessages(next: Record<Locale, TranslationMessages>): Promise<void>;
}

export function createI18nProvider({
  initialLocale,
  messages,
  remember,
  laterText,
}: I18nProviderOptions): ConsoleI18nProvider {
  let current = messages;
  const polyglot = polyglotI18nProvider((locale) => current[asLocale(locale) ?? 'en'], initialLocale, LANGUAGES, {
    allowMissing: true,
  });
  return {
    ...polyglot,
    translate(key, options = {}) {
      const text = laterText?.(key, asLocale(polyglot.getLocale()) ?? 'en');
      // Given as the default: a key the messages hold keeps its own text.
      return polyglot.translate(key, text === undefined ? options : { ...options, _: text });
    },
    replaceMessages(next) {
      current = next;
      return polyglot.changeLocale(polyglot.getLocale());
    },
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
