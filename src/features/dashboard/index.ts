import { lazy } from 'react';
import { defineClientFeature } from '../../feature-host';

/** Home's tiles (`GET /api/home`): sites, gateways, device calls, faces, registrations, waiting faces, failed jobs and sign-ins, API errors. */
export default defineClientFeature({
  name: 'dashboard',
  slots: { home: lazy(() => import('./HomeDashboard')) },
  messages: () => import('./messages'),
});
