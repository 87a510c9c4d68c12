import { lazy } from 'react';
import { defineClientFeature } from '../../feature-host';

/**
 * Auto-detect tactics switched on or off in batch, a photo tried against one, and each
 * tactic's limits labelled in the reader's language with their units (route sp-cfg-autoDetectTactics).
 */
export default defineClientFeature({
  name: 'tactics',
  screens: {
    'auto-detect-tactic': {
      bulkActions: lazy(() => import('./TacticSwitchButtons')),
      rowActions: lazy(() => import('./TacticTryButton')),
      fields: { params: lazy(() => import('./TacticParamsField')) },
      inputs: { params: lazy(() => import('./TacticParamsInput')) },
    },
  },
  messages: () => import('./messages'),
});
