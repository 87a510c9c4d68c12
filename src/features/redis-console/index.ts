import { lazy } from 'react';
import { defineClientFeature } from '../../feature-host';

/** The Redis console (route redis-console): browse the cache store's keys; edit them with redis-console-write. */
export default defineClientFeature({
  name: 'redis-console',
  routePages: { 'redis-console': lazy(() => import('./RedisConsolePage')) },
  messages: () => import('./messages'),
});
