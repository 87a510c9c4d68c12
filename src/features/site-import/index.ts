import { lazy } from 'react';
import { defineClientFeature } from '../../feature-host';

/**
 * Site face import (route site-import): residents and their face photos from a filled
 * template, and the history of import runs with each run's failed rows on its page,
 * its report and its failed rows to download.
 */
export default defineClientFeature({
  name: 'site-import',
  routePages: { 'site-import': lazy(() => import('./SiteImportPage')) },
  screens: {
    'site-import-run': {
      fields: { failedRows: lazy(() => import('./FailedRowsField')) },
      showPanel: lazy(() => import('./PastImportDownloads')),
    },
  },
  messages: () => import('./messages'),
});
