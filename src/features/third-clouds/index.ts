import { lazy } from 'react';
import { defineClientFeature } from '../../feature-host';

/** A third-party cloud's connection tested from its row (route third-cloud-list). */
export default defineClientFeature({
  name: 'third-clouds',
  screens: {
    'third-cloud': {
      rowActions: lazy(() => import('./ThirdCloudTestButton')),
    },
  },
  messages: () => import('./messages'),
});
