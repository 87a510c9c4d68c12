import type { HttpClient } from '../../providers/http';
import { useConsoleApi } from '../../providers/useConsoleHttp';

/** `GET /api/sites/:id/summary`: a site's residents and its faces in each status. */
export interface SiteSummary {
  siteId: number;
  residents: number;
  faces: { total: number; byStatus: Record<string, number> };
}

const siteSummaryApi = (http: HttpClient) => ({
  summaryOf: (siteId: number, signal?: AbortSignal) =>
    http.request<SiteSummary>('GET', `/api/sites/${siteId}/summary`, { signal }),
});

export function useSiteSummaryApi() {
  return useConsoleApi(siteSummaryApi);
}
