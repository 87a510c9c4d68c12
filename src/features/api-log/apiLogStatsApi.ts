import type { DeviceCallFigures, GatewaysConnected } from '../../../contract/device-traffic';
import type { HttpClient } from '../../providers/http';
import { useConsoleApi } from '../../providers/useConsoleHttp';
import type { StatsWindow } from './statsRange';

/** `GET /api/api-logs/stats?from&to`: the request log over `[from, to)`, the device calls counted over it, the gateways connected now. */
export interface ApiLogStats {
  from: string;
  to: string;
  perMinute: { minute: string; requests: number; errors: number }[];
  slowestPaths: { method: string; path: string; count: number; p50: number; p95: number }[];
  topErrorCodes: { code: number; count: number }[];
  deviceCalls: DeviceCallFigures;
  gateways: GatewaysConnected;
}

const apiLogStatsApi = (http: HttpClient) => ({
  statsOf: (window: StatsWindow, signal?: AbortSignal) =>
    http.request<ApiLogStats>('GET', '/api/api-logs/stats', {
      query: new URLSearchParams({ from: window.from, to: window.to }),
      signal,
    }),
});

export function useApiLogStatsApi() {
  return useConsoleApi(apiLogStatsApi);
}
