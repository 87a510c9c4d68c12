import { useCallback, useEffect, useState } from 'react';
import { useFailureNotice } from '../../feedback';
import type { SessionCalls, SessionRow } from './sessionApi';

const NEVER_QUIET = () => false;

/**
 * The sessions `calls` lists, read when shown and again on `reload`; `refused` holds a
 * failed read's error (a super admin's sessions asked by a lesser admin) instead of a notice when `quiet` says so.
 */
export function useSessionList(calls: SessionCalls, quiet: (error: unknown) => boolean = NEVER_QUIET) {
  const noticeFailure = useFailureNotice();
  const [sessions, setSessions] = useState<SessionRow[] | null>(null);
  const [refused, setRefused] = useState(false);
  const [reads, setReads] = useState(0);

  useEffect(() => {
    void reads;
    const controller = new AbortController();
    calls
      .list(controller.signal)
      .then((list) => {
        setSessions(list);
        setRefused(false);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (quiet(error)) setRefused(true);
        else noticeFailure(error);
      });
    return () => controller.abort();
  }, [calls, reads, quiet, noticeFailure]);

  const reload = useCallback(() => setReads((count) => count + 1), []);
  return { sessions, refused, reload };
}
