import { lazy } from 'react';
import { defineClientFeature } from '../../feature-host';

/**
 * A resident's data (docs/features/resident-data.md): on a resident's page, the download of
 * everything the console holds about them, for a subject access request.
 */
export default defineClientFeature({
  name: 'resident-data',
  screens: { resident: { showPanel: lazy(() => import('./ResidentDataPanel')) } },
  messages: () => import('./messages'),
});
