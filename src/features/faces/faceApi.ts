import type { HttpClient } from '../../providers/http';
import { useConsoleApi } from '../../providers/useConsoleHttp';

export type ManualResult = 'pass' | 'fail';

/** One face's answer in a batch: code 200 when it was done, else the catalogue code refusing it. */
export interface ItemOutcome {
  id: number;
  code: number;
}

/** Where a face's photo is served (with the token), as long as the cloud keeps it. */
export const facePhotoUrl = (id: number | string) => `/api/faces/${encodeURIComponent(String(id))}/photo`;

/** Reads the per-item answers of a batch, whether the server lists them bare or under `results` / `items`. */
export function itemOutcomes(data: unknown): ItemOutcome[] {
  const list = Array.isArray(data)
    ? data
    : ((data as { results?: unknown; items?: unknown } | null)?.results ?? (data as { items?: unknown } | null)?.items);
  if (!Array.isArray(list)) return [];
  return list.map((item: { id?: unknown; code?: unknown; ok?: unknown }) => ({
    id: Number(item.id),
    code: typeof item.code === 'number' ? item.code : item.ok === false ? 0 : 200,
  }));
}

/** One read of a face's photo, as GET /api/faces/:id/photo-reads answers it. */
export interface PhotoRead {
  id: number;
  readerKind: 'admin' | 'gateway' | 'system';
  readerName: string | null;
  via: string;
  at: string;
}

/** A page of a face's photo reads, newest first. */
export interface PhotoReadPage {
  list: PhotoRead[];
  total: number;
  hasNextPage: boolean;
}

/** The calls of the faces feature beyond the generic ones. */
export function faceApi(http: HttpClient) {
  return {
    photoReads: (id: number, page: number, pageSize: number, signal?: AbortSignal) =>
      http.request<PhotoReadPage>('GET', `/api/faces/${id}/photo-reads`, {
        query: new URLSearchParams({ page: String(page), pageSize: String(pageSize) }),
        signal,
      }),
    retry: (ids: readonly number[]) =>
      http.request<{ faces: unknown[] }>('POST', '/api/faces/retry', { body: { ids } }),
    giveResult: async (
      siteId: number,
      items: readonly { id: number; version: number }[],
      result: ManualResult,
      reason?: string,
    ) =>
      itemOutcomes(
        await http.request<unknown>('POST', `/api/sites/${siteId}/manual-detection/results`, {
          body: { items, result, ...(reason ? { reason } : {}) },
        }),
      ),
  };
}

export function useFaceApi() {
  return useConsoleApi(faceApi);
}
