import { lazy } from 'react';
import { defineClientFeature } from '../../feature-host';

/** The admin login log (route sp-admin-login): each failure's reason in the reader's language. */
export default defineClientFeature({
  name: 'login-log',
  screens: {
    'admin-login-log': {
      fields: { reason: lazy(() => import('./LoginReasonField')) },
    },
  },
  messages: () => import('./messages'),
});
