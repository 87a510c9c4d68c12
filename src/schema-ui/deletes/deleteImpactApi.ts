import type { Label, OnDelete } from '../../../contract/resource';
import type { HttpClient } from '../../providers/http';
import { useConsoleApi } from '../../providers/useConsoleHttp';

/** `GET /api/<path>/delete-impact?ids=`: what deleting those rows would take with them. */
export interface DeleteImpact {
  ids: number[];
  effects: { resource: string; label: Label; field: string; through: string; onDelete: OnDelete; count: number }[];
  refused: boolean;
  /** What the delete would answer instead of success (tried and rolled back by the server), or null. */
  refusal: { code: number; detail: string | null } | null;
}

const deleteImpactApi = (http: HttpClient) => ({
  impactOf: (path: string, ids: readonly (number | string)[], signal?: AbortSignal) =>
    http.request<DeleteImpact>('GET', `/api/${path}/delete-impact?ids=${ids.join(',')}`, { signal }),
});

export function useDeleteImpactApi() {
  return useConsoleApi(deleteImpactApi);
}
