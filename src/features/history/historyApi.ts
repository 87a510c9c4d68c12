import type { DeletedPage, HistoryPage } from '../../../contract/record-history';
import type { ResourceDefinition } from '../../../contract/resource';
import type { HttpClient } from '../../providers/http';
import { useConsoleApi } from '../../providers/useConsoleHttp';

/** The calls of a record's history (server/features/history/history-routes.ts). */
function historyApi(http: HttpClient) {
  const base = (resource: ResourceDefinition) => `/api/${resource.path}`;
  return {
    revisions: (resource: ResourceDefinition, id: number, page: number, pageSize: number, signal?: AbortSignal) =>
      http.request<HistoryPage>('GET', `${base(resource)}/${id}/history?page=${page}&pageSize=${pageSize}`, {
        signal,
      }),
    deleted: (resource: ResourceDefinition, page: number, pageSize: number, signal?: AbortSignal) =>
      http.request<DeletedPage>('GET', `${base(resource)}/history/deleted?page=${page}&pageSize=${pageSize}`, {
        signal,
      }),
    /** Puts the record back as `revision` left it; `version` is the record's as the admin saw it. */
    restore: (resource: ResourceDefinition, id: number, revision: number, version?: number) =>
      http.request<Record<string, unknown>>(
        'POST',
        `${base(resource)}/${id}/history/${revision}/restore?lang=${http.locale()}`,
        { body: version === undefined ? {} : { version } },
      ),
  };
}

export function useHistoryApi() {
  return useConsoleApi(historyApi);
}
