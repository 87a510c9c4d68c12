import { useSyncExternalStore } from 'react';
import { useConsoleSlot } from '../feature-host';

/**
 * Whether the registry has been read once since the console started: until then an
 * address of a published entity (a reload, a link) is not yet known, and is not yet
 * "not found" either.
 */
let read = false;
const listeners = new Set<() => void>();

/** Said once the first read is over, whether it brought entities or failed. */
export function markRegistryRead(): void {
  if (read) return;
  read = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the first read of the registry is still to come (never when no feature reads it). */
export function useRegistryPending(): boolean {
  const refresh = useConsoleSlot('registryRefresh');
  const done = useSyncExternalStore(subscribe, () => read);
  return refresh !== undefined && !done;
}

/** A window event saying the registry changed here (a publication): it is read again at once. */
export const REGISTRY_CHANGED_EVENT = 'console:registry-changed';

export function announceRegistryChanged(): void {
  window.dispatchEvent(new Event(REGISTRY_CHANGED_EVENT));
}
