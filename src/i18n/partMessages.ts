import { exportMessages } from '../export/messages';
import { feedbackMessages } from '../feedback/messages';
import { publicMessages } from '../pages/public/messages';
import { deletesMessages, emptyStateMessages, listTotalMessages } from '../schema-ui';
import { layoutMessages } from '../shell/layout/messages';
import { searchMessages } from '../shell/search/messages';
import { tabsMessages } from '../shell/tabs/messages';
import { uploadsMessages } from '../uploads/messages';

/**
 * Each part of the core keeps its texts beside its code; they are gathered here
 * under `app.<part>` for both languages. Features bring theirs (consoleMessages).
 */
const parts = {
  layout: layoutMessages,
  tabs: tabsMessages,
  search: searchMessages,
  feedback: feedbackMessages,
  public: publicMessages,
  export: exportMessages,
  uploads: uploadsMessages,
  lists: listTotalMessages,
  deletes: deletesMessages,
  empty: emptyStateMessages,
};

export function partMessages(locale: 'en' | 'zh') {
  return Object.fromEntries(Object.entries(parts).map(([name, messages]) => [name, messages[locale]]));
}
