import { Code } from '../../../contract/errors';
import { ApiError, apiErrorText } from '../../providers/apiError';
import { type HttpClient, readEnvelope } from '../../providers/http';
import { createTokenStore } from '../../providers/tokenStore';
import { useConsoleApi } from '../../providers/useConsoleHttp';

const reportPath = (id: number) => `/api/residents/${id}/data-report`;

/** A resident's data report: JSON through the console's client, the workbook fetched with the token in the admin's language. */
const residentDataApi = (http: HttpClient) => ({
  json: async (id: number): Promise<Blob> => {
    const report = await http.request<unknown>('GET', reportPath(id), {
      query: new URLSearchParams({ format: 'json' }),
    });
    return new Blob([JSON.stringify(report, null, 2)], { type: 'application/json' });
  },
  workbook: async (id: number): Promise<Blob> => {
    const token = createTokenStore().get();
    const query = new URLSearchParams({ format: 'xlsx', lang: http.locale() });
    const response = await fetch(`${reportPath(id)}?${query}`, { headers: token ? { token } : {} });
    if (response.ok) return response.blob();
    const envelope = readEnvelope(await response.text());
    const code = envelope?.code ?? Code.SYSTEM;
    const msg = envelope?.msg ?? `HTTP ${response.status}`;
    throw new ApiError({ code, msg, status: response.status, text: apiErrorText(code, msg, http.locale()) });
  },
});

export function useResidentDataApi() {
  return useConsoleApi(residentDataApi);
}
