import { lazy } from 'react';
import { defineClientFeature } from '../../feature-host';

/** Auto-detect tactics switched on or off in batch, and a photo tried against one (route sp-cfg-autoDetectTactics). */
export default defineClientFeature({
  name: 'tactics',
  screens: {
    'auto-detect-tactic': {
      bulkActions: lazy(() => import('./TacticSwitchButtons')),
      rowActions: lazy(() => import('./TacticTryButton')),
    },
  },
  messages: () => import('./messages'),
});
