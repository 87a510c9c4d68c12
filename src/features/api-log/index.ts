import { lazy } from 'react';
import { defineClientFeature } from '../../feature-host';

/** The API request log (route apilog-list): statistics over a range as charts, device calls among them, and each request's body as JSON. */
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
/** Device calls and their errors per minute as a chart (Home); it loads with the chart library when first drawn. */
export const DeviceCallsChart = lazy(() => import('./DeviceCallsChart'));
