import { lazy } from 'react';
import { defineClientFeature } from '../../feature-host';

/**
 * Entities published from the form generator while the console runs: their
 * definitions and validators are read from the server once signed in and kept in
 * step, and the console renders them as it renders the built-in ones.
 */
export default defineClientFeature({
  name: 'published-entities',
  slots: { registryRefresh: lazy(() => import('./RegistryRefresh')) },
});
