import { clearLayoutSettings, type LayoutSettings, readLayoutSettings, writeLayoutSettings } from './layoutSettings';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The settings the console shows now. A change applies at once, before it is
 * saved: Save keeps what is shown, Reset returns to the defaults and forgets the
 * saved choice; an unsaved change lasts until the page is reloaded.
 */
export interface LayoutSettingsStore {
  get(): LayoutSettings;
  change(changes: Partial<LayoutSettings>): void;
  save(): void;
  reset(): void;
  subscribe(listener: () => void): () => void;
}

export function createLayoutSettingsStore(storage: KeyValueStorage, defaults: LayoutSettings): LayoutSettingsStore {
  let current = readLayoutSettings(storage, defaults);
  const listeners = new Set<() => void>();
  const show = (next: LayoutSettings) => {
    current = next;
    for (const listener of listeners) listener();
  };

  return {
    get: () => current,
    change(changes) {
      show({ ...current, ...changes });
    },
    save() {
      writeLayoutSettings(storage, current);
    },
    reset() {
      clearLayoutSettings(storage);
      show({ ...defaults });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
