import { lazy } from 'react';
import { defineClientFeature } from '../../feature-host';

/** The API request log (route apilog-list): statistics over a range as charts, and each request's body as JSON. */
export default defineClientFeature({
  name: 'api-log',
  screens: {
    'api-log': {
      listActions: lazy(() => import('./StatsButton')),
      fields: { body: lazy(() => import('./RequestBodyField')) },
    },
  },
  messages: () => import('./messages'),
});

/** A chart with its title, summary and data table for screen readers, for other features' charts. */
export { ChartFigure, type ChartTable } from './ChartFigure';
