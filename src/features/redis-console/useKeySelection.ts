import { useState } from 'react';
import type { KeyRow } from './redisConsoleApi';

export interface KeySelection {
  keys: ReadonlySet<string>;
  toggle(key: string): void;
  toggleAll(): void;
  clear(): void;
}

/** The keys checked for deleting together, among those shown. */
export function useKeySelection(rows: readonly KeyRow[]): KeySelection {
  const [keys, setKeys] = useState<ReadonlySet<string>>(new Set());
  return {
    keys,
    toggle: (key) =>
      setKeys((previous) => {
        const next = new Set(previous);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    toggleAll: () =>
      setKeys((previous) =>
        rows.every((row) => previous.has(row.key)) ? new Set() : new Set(rows.map((row) => row.key)),
      ),
    clear: () => setKeys(new Set()),
  };
}
