import { useCallback, useRef, useState } from 'react';
import type { SqlConsoleApi, StatementResult } from './sqlConsoleApi';

/** Runs or explains the statement in the editor, one at a time, keeping the last answer or failure. */
export function useStatementRun(api: SqlConsoleApi) {
  const [result, setResult] = useState<StatementResult | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [running, setRunning] = useState(false);
  const busy = useRef(false);

  const start = useCallback(async (call: () => Promise<StatementResult>) => {
    if (busy.current) return;
    busy.current = true;
    setRunning(true);
    setFailure(null);
    try {
      setResult(await call());
    } catch (error) {
      setResult(null);
      setFailure(error);
    } finally {
      busy.current = false;
      setRunning(false);
    }
  }, []);

  return {
    result,
    failure,
    running,
    run: (sql: string, maxRows: number) => start(() => api.query(sql, maxRows)),
    explain: (sql: string) => start(() => api.explain(sql)),
  };
}
