import { lazy } from 'react';
import { defineClientFeature } from '../../feature-host';

/**
 * Typed settings (routes sp-cfg-app and sp-cfg-server): a form of each scope's
 * catalogued settings drawn by the schema-ui engine, their history with rollback,
 * and the generic list for keys outside the catalogue.
 */
export default defineClientFeature({
  name: 'settings',
  routePages: {
    'sp-cfg-app': lazy(() => import('./AppSettingsPage')),
    'sp-cfg-server': lazy(() => import('./ServerSettingsPage')),
  },
  messages: () => import('./messages'),
});
