import { lazy } from 'react';
import { defineClientFeature } from '../../feature-host';

/** Sites: the gateways of their buildings (bind, unbind, unbind all, online), manual detection and each site's summary (route site-tabs). */
export default defineClientFeature({
  name: 'sites',
  screens: {
    site: {
      rowActions: lazy(() => import('./SiteRowActions')),
      listActions: lazy(() => import('./UnbindAllButton')),
      fields: { gatewayOnline: lazy(() => import('./GatewayOnlineField')) },
      showPanel: lazy(() => import('./SiteSummaryPanel')),
    },
  },
  messages: () => import('./messages'),
});
