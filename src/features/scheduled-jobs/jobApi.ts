import type { Page } from '../../../contract/envelope';
import type { ResourceRecords } from '../../../contract/generated/types';
import type { HttpClient } from '../../providers/http';
import { useConsoleApi } from '../../providers/useConsoleHttp';

export type JobRecord = ResourceRecords['scheduled-job'];
export type JobRunRecord = ResourceRecords['scheduled-job-run'];

/** The calls of scheduled jobs beyond the generic ones (server/features/scheduled-jobs/job-routes.ts). */
function jobApi(http: HttpClient) {
  const base = (id: number) => `/api/scheduled-jobs/${id}`;
  return {
    runNow: (id: number) => http.request<JobRunRecord>('POST', `${base(id)}/run`),
    pause: (id: number) => http.request<JobRecord>('POST', `${base(id)}/pause`),
    resume: (id: number) => http.request<JobRecord>('POST', `${base(id)}/resume`),
    runs: (id: number, page: number, pageSize: number, signal?: AbortSignal) =>
      http.request<Page<JobRunRecord>>('GET', `${base(id)}/runs?page=${page}&pageSize=${pageSize}`, { signal }),
    nextRuns: (id: number, signal?: AbortSignal) =>
      http.request<{ runs: string[] }>('GET', `${base(id)}/next-runs`, { signal }),
  };
}

export function useJobApi() {
  return useConsoleApi(jobApi);
}
