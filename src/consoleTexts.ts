import type { TranslationMessages } from 'react-admin';
import type { Locale } from '../contract/resource';
import { feedbackMessages } from './feedback/messages';
import { consoleMessages, type TextsOwner } from './i18n/consoleMessages';
import { publicMessages } from './pages/public/messages';
import {
  deletesMessages,
  emptyStateMessages,
  exportMessages,
  listTotalMessages,
  recordPageMessages,
} from './schema-ui';
import { layoutMessages } from './shell/layout/messages';
import { searchMessages } from './shell/search/messages';
import { tabsMessages } from './shell/tabs/messages';
import { uploadsMessages } from './uploads/messages';

/**
 * Each part of the core keeps its texts beside its code; the app gathers them here,
 * each under `app.<part>` in both languages, as it gathers the features' texts.
 */
export const CORE_TEXTS: readonly TextsOwner[] = [
  { name: 'layout', messages: layoutMessages },
  { name: 'tabs', messages: tabsMessages },
  { name: 'search', messages: searchMessages },
  { name: 'feedback', messages: feedbackMessages },
  { name: 'public', messages: publicMessages },
  { name: 'export', messages: exportMessages },
  { name: 'uploads', messages: uploadsMessages },
  { name: 'lists', messages: listTotalMessages },
  { name: 'deletes', messages: deletesMessages },
  { name: 'empty', messages: emptyStateMessages },
  { name: 'record_page', messages: recordPageMessages },
];

/** The console's texts in each language: its own, its core parts' and those of the features at hand. */
export function consoleTexts(features: readonly TextsOwner[]): Record<Locale, TranslationMessages> {
  return consoleMessages([...CORE_TEXTS, ...features]);
}
