import { lazy } from 'react';
import { defineClientFeature } from '../../feature-host';

/** The SQL console (route sql-console): read-only statements against the console's database. */
export default defineClientFeature({
  name: 'sql-console',
  routePages: { 'sql-console': lazy(() => import('./SqlConsolePage')) },
  messages: () => import('./messages'),
});
