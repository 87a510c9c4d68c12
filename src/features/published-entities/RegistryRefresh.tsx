import { useEffect } from 'react';
import type { HttpClient } from '../../providers/http';
import { useConsoleHttp } from '../../providers/useConsoleHttp';
import { markRegistryRead, REGISTRY_CHANGED_EVENT } from '../../registry/registryRead';
import { createPublishedEntitiesLoader } from './publishedEntities';
import { fetchRegistry } from './registryApi';

/** How often the registry is read again, so that an entity published elsewhere shows without a reload. */
export const REGISTRY_REFRESH_MS = 30_000;

// The module is the server's, at a URL only known at run time: Vite must leave the import as it is.
const load = createPublishedEntitiesLoader((url) => import(/* @vite-ignore */ url));

/** Reads the registry and loads what is new; one at a time, so a focus during a slow refresh starts none. */
function createRefresh(http: HttpClient): () => void {
  let running = false;
  return () => {
    if (running) return;
    running = true;
    fetchRegistry(http)
      .then(load)
      .catch(() => undefined)
      .finally(() => {
        running = false;
        markRegistryRead();
      });
  };
}

/**
 * Keeps the published entities in step with the server while an admin is signed in:
 * at once (the console's frame mounts after every sign-in), every 30 s, and whenever
 * the window comes back into view or this console published an entity. Draws nothing; a failed read waits for the next turn.
 */
export default function RegistryRefresh() {
  const http = useConsoleHttp();
  useEffect(() => {
    const refresh = createRefresh(http);
    const refreshWhenShown = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    refresh();
    const timer = window.setInterval(refresh, REGISTRY_REFRESH_MS);
    window.addEventListener('focus', refresh);
    window.addEventListener(REGISTRY_CHANGED_EVENT, refresh);
    document.addEventListener('visibilitychange', refreshWhenShown);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', refresh);
      window.removeEventListener(REGISTRY_CHANGED_EVENT, refresh);
      document.removeEventListener('visibilitychange', refreshWhenShown);
    };
  }, [http]);
  return null;
}
