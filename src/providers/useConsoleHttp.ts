import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import type { Locale } from '../../contract/resource';
import { asLocale } from '../i18n/localeChoice';
import { createHttpClient, type HttpClient } from './http';
import { createTokenStore } from './tokenStore';

/**
 * An HTTP client for a feature's own calls (beyond the data provider's): the
 * signed-in token when there is one, failures worded in the current language.
 */
export function useConsoleHttp(): HttpClient {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const current: Locale = asLocale(locale) ?? 'en';
    return createHttpClient({ token: createTokenStore().get, locale: () => current });
  }, [locale]);
}

/** A feature's calls (`api(http)`) over the console's client, made again when the language changes. */
export function useConsoleApi<Api>(api: (http: HttpClient) => Api): Api {
  const http = useConsoleHttp();
  return useMemo(() => api(http), [api, http]);
}
