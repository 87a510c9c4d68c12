import { lazy } from 'react';
import { defineClientFeature } from '../../feature-host';
import { EVERY_RESOURCE } from '../../schema-ui';
import { showsHistory } from './historyShown';

/**
 * Record history (docs/features/record-history.md): a History tab on every record's page
 * of a resource that keeps one, its revisions (when, who, each changed field before → after) with
 * Restore; on its list, the deleted records, each with its history and Re-create.
 */
export default defineClientFeature({
  name: 'history',
  screens: {
    [EVERY_RESOURCE]: {
      recordTabs: [
        { key: 'history', label: 'app.history.title', shows: showsHistory, Part: lazy(() => import('./HistoryPanel')) },
      ],
      resourceListActions: lazy(() => import('./DeletedRecordsButton')),
    },
  },
  messages: () => import('./messages'),
});
