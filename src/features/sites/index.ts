import { lazy } from 'react';
import { defineClientFeature } from '../../feature-host';
import { sitesMessages } from './messages';

/** Sites and the gateways of their buildings: bind, unbind, unbind all (route site-tabs). */
export default defineClientFeature({
  name: 'sites',
  screens: {
    site: {
      rowActions: lazy(() => import('./SiteBindingActions')),
      listActions: lazy(() => import('./UnbindAllButton')),
    },
  },
  messages: sitesMessages,
});
