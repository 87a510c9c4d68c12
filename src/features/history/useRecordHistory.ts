import { useCallback, useEffect, useState } from 'react';
import type { HistoryPage } from '../../../contract/record-history';
import type { ResourceDefinition } from '../../../contract/resource';
import { useFailureNotice } from '../../feedback';
import { useHistoryApi } from './historyApi';
import { REVISIONS_PER_PAGE } from './RevisionTable';

/** A record's history, a page at a time, read again when `changed` changes or `reload` is called. */
export function useRecordHistory(resource: ResourceDefinition, id: number | undefined, changed: unknown) {
  const api = useHistoryApi();
  const noticeFailure = useFailureNotice();
  const [page, setPage] = useState(0);
  const [reads, setReads] = useState(0);
  const [history, setHistory] = useState<HistoryPage | null>(null);

  useEffect(() => {
    if (id === undefined || changed === undefined || reads < 0) return;
    const controller = new AbortController();
    api
      .revisions(resource, id, page + 1, REVISIONS_PER_PAGE, controller.signal)
      .then(setHistory)
      .catch((error) => controller.signal.aborted || noticeFailure(error));
    return () => controller.abort();
  }, [api, resource, id, page, changed, reads, noticeFailure]);

  const reload = useCallback(() => setReads((count) => count + 1), []);
  return { history, page, setPage, reload };
}
