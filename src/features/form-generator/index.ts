import { lazy } from 'react';
import { defineClientFeature } from '../../feature-host';

/** The form generator's builder (route form-generator): entity schemas built, previewed, checked and published. */
export default defineClientFeature({
  name: 'form-generator',
  routePages: { 'form-generator': lazy(() => import('./FormGeneratorPage')) },
  messages: () => import('./messages'),
});
