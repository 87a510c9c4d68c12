import type { TranslationMessages } from 'react-admin';
import type { Locale } from '../../contract/resource';
import en from './en';
import zh from './zh';

export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** A feature's texts, the same keys in both languages. */
export type FeatureMessages = Readonly<Record<Locale, MessageTree>>;

/**
 * A feature's texts loaded on demand (`() => import('./messages')`): they stay out of
 * what the sign-in page loads first and arrive before the console's frame shows.
 */
export type FeatureMessagesLoader = () => Promise<{ default: FeatureMessages }>;

/** A feature, or a part of the core, with its texts. */
export interface TextsOwner {
  name: string;
  messages?: FeatureMessages | FeatureMessagesLoader;
}

type LoadedOwner = { name: string; messages: FeatureMessages };

function withFeatureTexts(
  base: TranslationMessages,
  locale: Locale,
  owners: readonly LoadedOwner[],
): TranslationMessages {
  const app = { ...(base.app as MessageTree) };
  for (const { name, messages } of owners) {
    // A feature named like a part of the console would silently replace the console's own texts.
    if (name in app) throw new Error(`the ${name} feature's texts would replace the console's own app.${name}`);
    app[name] = messages[locale];
  }
  return { ...base, app };
}

const isLoader = (messages: TextsOwner['messages']): messages is FeatureMessagesLoader =>
  typeof messages === 'function';

/**
 * The console's texts in each language with the features' texts that are at hand,
 * each under `app.<feature name>`; texts behind a loader come later (featureTextsLoaded).
 */
export function consoleMessages(owners: readonly TextsOwner[]): Record<Locale, TranslationMessages> {
  const ready = owners.flatMap(({ name, messages }) => (messages && !isLoader(messages) ? [{ name, messages }] : []));
  return { en: withFeatureTexts(en, 'en', ready), zh: withFeatureTexts(zh, 'zh', ready) };
}

/** `messages` with the texts of every feature that loads them on demand, once loaded. */
export async function withLoadedFeatureTexts(
  messages: Record<Locale, TranslationMessages>,
  owners: readonly TextsOwner[],
): Promise<Record<Locale, TranslationMessages>> {
  const loaded = await Promise.all(
    owners.flatMap(({ name, messages: texts }) =>
      isLoader(texts) ? [texts().then((module) => ({ name, messages: module.default }))] : [],
    ),
  );
  return { en: withFeatureTexts(messages.en, 'en', loaded), zh: withFeatureTexts(messages.zh, 'zh', loaded) };
}
