import { lazy } from 'react';
import { defineClientFeature } from '../../feature-host';
import { tacticsMessages } from './messages';

/** Auto-detect tactics switched on or off in batch (route sp-cfg-autoDetectTactics). */
export default defineClientFeature({
  name: 'tactics',
  screens: { 'auto-detect-tactic': { bulkActions: lazy(() => import('./TacticSwitchButtons')) } },
  messages: tacticsMessages,
});
