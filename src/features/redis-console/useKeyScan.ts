import { useCallback, useRef, useState } from 'react';
import type { KeyRow, KeyType, RedisConsoleApi } from './redisConsoleApi';

export interface KeyScan {
  rows: KeyRow[];
  /** Keys looked at so far (the whole store once the scan is done). */
  scanned: number;
  total: number;
  store: 'redis' | 'memory' | undefined;
  done: boolean;
  /** The last page stopped at the server's time budget: Scan more goes on from where it stopped. */
  cutShort: boolean;
  loading: boolean;
  /** Starts a new scan with a pattern and a type. */
  start(pattern: string, type: KeyType | ''): Promise<void>;
  /** The next page of the current scan. */
  more(): Promise<void>;
  /** Forgets keys that were deleted or renamed, without scanning again. */
  drop(keys: readonly string[]): void;
}

/** Pages of keys by cursor: each page adds its keys (never twice) and what it looked at. */
export function useKeyScan(api: RedisConsoleApi, onFailure: (error: unknown) => void): KeyScan {
  const [rows, setRows] = useState<KeyRow[]>([]);
  const [scanned, setScanned] = useState(0);
  const [total, setTotal] = useState(0);
  const [store, setStore] = useState<'redis' | 'memory'>();
  const [cursor, setCursor] = useState('0');
  const [cutShort, setCutShort] = useState(false);
  const [started, setStarted] = useState(false);
  const [loading, setLoading] = useState(false);
  const query = useRef({ pattern: '*', type: '' as KeyType | '' });
  const generation = useRef(0);

  const load = useCallback(
    async (from: string, fresh: boolean) => {
      const run = ++generation.current;
      setLoading(true);
      try {
        const page = await api.keys({ ...query.current, cursor: from });
        if (run !== generation.current) return;
        setRows((previous) => {
          const kept = fresh ? [] : previous;
          const seen = new Set(kept.map((row) => row.key));
          return [...kept, ...page.keys.filter((row) => !seen.has(row.key))];
        });
        setScanned((previous) =>
          page.cursor === '0' ? page.total : Math.min(page.total, (fresh ? 0 : previous) + page.scanned),
        );
        setTotal(page.total);
        setStore(page.store);
        setCursor(page.cursor);
        setCutShort(page.cutShort === true && page.cursor !== '0');
        setStarted(true);
      } catch (error) {
        onFailure(error);
      } finally {
        if (run === generation.current) setLoading(false);
      }
    },
    [api, onFailure],
  );

  return {
    rows,
    scanned,
    total,
    store,
    done: started && cursor === '0',
    cutShort,
    loading,
    start: (pattern, type) => {
      query.current = { pattern, type };
      return load('0', true);
    },
    more: () => load(cursor, false),
    drop: (keys) => {
      const gone = new Set(keys);
      setRows((previous) => previous.filter((row) => !gone.has(row.key)));
    },
  };
}
