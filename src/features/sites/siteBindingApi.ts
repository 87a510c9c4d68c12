import type { ResourceRecords } from '../../../contract/generated/types';
import type { HttpClient } from '../../providers/http';
import { useConsoleApi } from '../../providers/useConsoleHttp';

type SiteRecord = ResourceRecords['site'];

/** The binding calls of the sites feature (README, "The HTTP contract"). */
export function siteBindingApi(http: HttpClient) {
  return {
    bind: (siteId: number, mac: string, alias: string) =>
      http.request<{ site: SiteRecord; credential: string }>('POST', `/api/sites/${siteId}/bind`, {
        body: { mac, alias },
      }),
    unbind: (siteId: number) => http.request<SiteRecord>('POST', `/api/sites/${siteId}/unbind`),
    boundCount: () => http.request<{ count: number }>('GET', '/api/sites/bound-count'),
    unbindAll: () => http.request<{ count: number }>('POST', '/api/sites/unbind-all'),
  };
}

export function useSiteBindingApi() {
  return useConsoleApi(siteBindingApi);
}
