import type { AuthProvider, DataProvider, TranslationMessages } from 'react-admin';
import { getResourceByPath } from '../../contract/registry';
import type { Locale } from '../../contract/resource';
import { chooseLocale, LOCALE_STORAGE_KEY } from '../i18n/localeChoice';
import { runtimeResourceText } from '../i18n/runtimeResourceTexts';
import { createAuthProvider } from './authProvider';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './http';
import { type ConsoleI18nProvider, createI18nProvider, currentLocale, rememberInLocalStorage } from './i18nProvider';
import { createTokenStore } from './tokenStore';

export interface ConsoleProviders {
  i18nProvider: ConsoleI18nProvider;
  dataProvider: DataProvider;
  authProvider: AuthProvider;
}

/**
 * The providers of the console in the browser, wired to one HTTP client and one
 * token store; `messages` are the texts of the core and of every feature.
 */
export function createConsoleProviders(messages: Record<Locale, TranslationMessages>): ConsoleProviders {
  const initialLocale = chooseLocale({
    urlSearch: window.location.search,
    stored: window.localStorage.getItem(LOCALE_STORAGE_KEY),
    // The spec reports the default language both as English and as Chinese; each
    // deployment settles it with VITE_DEFAULT_LOCALE ('en' or 'zh'). Unset, the
    // browser's language decides.
    configuredDefault: import.meta.env.VITE_DEFAULT_LOCALE,
    browserLanguages: navigator.languages,
  });
  const remember = (locale: Locale) => {
    rememberInLocalStorage(locale);
    document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
  };
  // A language chosen by the URL is remembered, so that it survives the next navigation.
  remember(initialLocale);

  const i18nProvider = createI18nProvider({ initialLocale, messages, remember, laterText: runtimeResourceText });
  const tokens = createTokenStore();
  const http = createHttpClient({ token: tokens.get, locale: () => currentLocale(i18nProvider) });
  return {
    i18nProvider,
    dataProvider: createDataProvider({ http, resourceOf: getResourceByPath }),
    authProvider: createAuthProvider({ http, tokens, permissionOf: (path) => getResourceByPath(path)?.permission }),
  };
}
