import type { TranslationMessages } from 'react-admin';
import type { Locale } from '../../contract/resource';
import en from './en';
import zh from './zh';

export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** A feature's texts, the same keys in both languages. */
export type FeatureMessages = Readonly<Record<Locale, MessageTree>>;

interface TextsOwner {
  name: string;
  messages?: FeatureMessages;
}

function withFeatureTexts(
  base: TranslationMessages,
  locale: Locale,
  owners: readonly TextsOwner[],
): TranslationMessages {
  const app = { ...(base.app as MessageTree) };
  for (const { name, messages } of owners) {
    if (!messages) continue;
    // A feature named like a part of the console would silently replace the console's own texts.
    if (name in app) throw new Error(`the ${name} feature's texts would replace the console's own app.${name}`);
    app[name] = messages[locale];
  }
  return { ...base, app };
}

/** The console's texts in each language, each feature's under `app.<feature name>`. */
export function consoleMessages(owners: readonly TextsOwner[]): Record<Locale, TranslationMessages> {
  return { en: withFeatureTexts(en, 'en', owners), zh: withFeatureTexts(zh, 'zh', owners) };
}
