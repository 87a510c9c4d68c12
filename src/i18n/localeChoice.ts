import type { Locale } from '../../contract/resource';

export const LOCALES: readonly Locale[] = ['en', 'zh'];

/** Where the console remembers the chosen language: localStorage `lang` (docs/operating.md#configuration). */
export const LOCALE_STORAGE_KEY = 'lang';

/** The URL parameter that overrides the remembered language, `?lang=` (docs/operating.md#configuration). */
export const LOCALE_URL_PARAMETER = 'lang';

/** Reads `zh`, `zh-CN`, `EN-gb` and the like; anything else is not a language of the console. */
export function asLocale(value: string | null | undefined): Locale | null {
  const primary = value?.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((locale) => locale === primary) ?? null;
}

export interface LocaleSources {
  /** `window.location.search`. */
  urlSearch: string;
  /** The remembered choice (localStorage `lang`). */
  stored: string | null;
  /** The deployment's default (VITE_DEFAULT_LOCALE). */
  configuredDefault: string | undefined;
  /** `navigator.languages`, most preferred first. */
  browserLanguages: readonly string[];
}

/**
 * The language to start in: the `lang` URL parameter, then the remembered choice,
 * then the deployment's default, then the first of the browser's languages the
 * console speaks, and English when nothing else decides.
 */
export function chooseLocale(sources: LocaleSources): Locale {
  const fromUrl = asLocale(new URLSearchParams(sources.urlSearch).get(LOCALE_URL_PARAMETER));
  if (fromUrl) return fromUrl;
  const stored = asLocale(sources.stored);
  if (stored) return stored;
  const configured = asLocale(sources.configuredDefault);
  if (configured) return configured;
  for (const language of sources.browserLanguages) {
    const spoken = asLocale(language);
    if (spoken) return spoken;
  }
  return 'en';
}
