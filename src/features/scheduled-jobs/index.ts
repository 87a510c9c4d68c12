import { lazy } from 'react';
import { defineClientFeature } from '../../feature-host';

/**
 * Scheduled jobs (route sp-cfg-job): status chips and the next run in the list, run
 * now, pause and resume, a job's next runs and run history on its page, its results in
 * the reader's language, and the cron expression's next runs shown as it is typed. Croner only comes with these screens.
 */
export default defineClientFeature({
  name: 'scheduled-jobs',
  screens: {
    'scheduled-job': {
      inputs: { cron: lazy(() => import('./CronInput')) },
      formCheck: () => import('./cronCheck'),
      rowActions: lazy(() => import('./JobRowActions')),
      fields: {
        lastStatus: lazy(() => import('./JobStatusField')),
        cron: lazy(() => import('./CronField')),
        lastResult: lazy(() => import('./JobResultField')),
      },
      showPanel: lazy(() => import('./JobRunsPanel')),
    },
  },
  messages: () => import('./messages'),
});
