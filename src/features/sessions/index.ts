import { lazy } from 'react';
import { defineClientFeature } from '../../feature-host';

/**
 * Where an account is signed in (docs/features/sessions.md): the user menu's sessions
 * modal, and a "Sessions" panel on an admin account's page for admin-list holders.
 */
export default defineClientFeature({
  name: 'sessions',
  screens: {
    admin: { showPanel: lazy(() => import('./AdminSessionsPanel')) },
  },
  slots: {
    accountSessions: lazy(() => import('./AccountSessionsForm')),
  },
  messages: () => import('./messages'),
});
