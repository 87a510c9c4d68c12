import type { ResourceRecords } from '../../../contract/generated/types';
import type { HttpClient } from '../../providers/http';
import { useConsoleApi } from '../../providers/useConsoleHttp';

type SiteRecord = ResourceRecords['site'];

/** The calls of the sites feature beyond the generic ones (docs/architecture.md, "The HTTP contract"). */
export function siteBindingApi(http: HttpClient) {
  return {
    bind: (siteId: number, mac: string, alias: string) =>
      http.request<{ site: SiteRecord; credential: string }>('POST', `/api/sites/${siteId}/bind`, {
        body: { mac, alias },
      }),
    unbind: (siteId: number) => http.request<SiteRecord>('POST', `/api/sites/${siteId}/unbind`),
    boundCount: () => http.request<{ count: number }>('GET', '/api/sites/bound-count'),
    unbindAll: () => http.request<{ count: number }>('POST', '/api/sites/unbind-all'),
    setManualDetection: (siteId: number, enabled: boolean) =>
      http.request<SiteRecord>('PUT', `/api/sites/${siteId}/manual-detection`, { body: { enabled } }),
  };
}

export function useSiteBindingApi() {
  return useConsoleApi(siteBindingApi);
}
