import { lazy } from 'react';
import { defineClientFeature } from '../../feature-host';
import { EVERY_RESOURCE } from '../../schema-ui';

/**
 * Record history (docs/features/record-history.md): on every record's page of a resource
 * that keeps one, its revisions (when, who, each changed field before → after) with
 * Restore; on its list, the deleted records, each with its history and Re-create.
 */
export default defineClientFeature({
  name: 'history',
  screens: {
    [EVERY_RESOURCE]: {
      recordSection: lazy(() => import('./HistoryPanel')),
      resourceListActions: lazy(() => import('./DeletedRecordsButton')),
    },
  },
  messages: () => import('./messages'),
});
