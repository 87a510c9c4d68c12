import { lazy } from 'react';
import { defineClientFeature } from '../../feature-host';

/** Site face import (route site-import): residents and their face photos from a filled template. */
export default defineClientFeature({
  name: 'site-import',
  routePages: { 'site-import': lazy(() => import('./SiteImportPage')) },
  messages: () => import('./messages'),
});
