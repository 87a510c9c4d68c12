import { SUCCESS_CODE } from '../../../contract/envelope';
import { Code } from '../../../contract/errors';
import type { Locale } from '../../../contract/resource';
import type { ImportPreview, ImportProgress } from '../../../contract/site-import';
import { ApiError, apiErrorText, NETWORK_FAILURE_CODE, networkFailureText } from '../../providers/apiError';
import { type HttpClient, REQUEST_TIMEOUT_MS, readEnvelope } from '../../providers/http';
import { createTokenStore } from '../../providers/tokenStore';
import { useConsoleApi } from '../../providers/useConsoleHttp';

export interface ImportFiles {
  siteId: number;
  sheet: File;
  photos?: File;
}

const BASE = '/api/site-import';

/** The import's calls: JSON ones through the console's client, files with the token and the language. */
export function siteImportApi(http: HttpClient) {
  const locale = http.locale();
  return {
    run: (importId: string) => http.request<ImportProgress>('POST', `${BASE}/${importId}/run`),
    progress: (importId: string) => http.request<ImportProgress>('GET', `${BASE}/${importId}`),
    template: () => downloadWorkbook(`${BASE}/template`, locale),
    report: (importId: string) => downloadWorkbook(`${BASE}/${importId}/report`, locale),
    failedRows: (importId: string) => downloadWorkbook(`${BASE}/${importId}/failed-rows`, locale),
    /** The workbooks of a past import, from its history row. */
    runReport: (runId: number) => downloadWorkbook(`${BASE}/runs/${runId}/report`, locale),
    runFailedRows: (runId: number) => downloadWorkbook(`${BASE}/runs/${runId}/failed-rows`, locale),
    preview: (files: ImportFiles, onProgress: (loaded: number, total: number) => void) =>
      postPreview(files, locale, onProgress),
  };
}

export function useSiteImportApi() {
  return useConsoleApi(siteImportApi);
}

function failure(code: number, msg: string, status: number, locale: Locale, data?: unknown): ApiError {
  const text = code === NETWORK_FAILURE_CODE ? networkFailureText(locale) : apiErrorText(code, msg, locale);
  return new ApiError({ code, msg, status, data, text });
}

/** A workbook the server writes in the admin's language, fetched with the token (a link could not send it). */
async function downloadWorkbook(path: string, locale: Locale): Promise<Blob> {
  const headers: Record<string, string> = {};
  const token = createTokenStore().get();
  if (token) headers.token = token;
  let response: Response;
  try {
    response = await fetch(`${path}?lang=${locale}`, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw failure(NETWORK_FAILURE_CODE, error instanceof Error ? error.message : String(error), 0, locale);
  }
  if (response.ok) return response.blob();
  const envelope = readEnvelope(await response.text());
  throw failure(
    envelope?.code ?? Code.SYSTEM,
    envelope?.msg ?? `HTTP ${response.status}`,
    response.status,
    locale,
    envelope?.data,
  );
}

/**
 * Posts the files of a preview as one multipart form (siteId, sheet, photos).
 * XMLHttpRequest, as for uploads, because only it reports how much has been sent.
 */
function postPreview(
  files: ImportFiles,
  locale: Locale,
  onProgress: (loaded: number, total: number) => void,
): Promise<ImportPreview> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const fail = (code: number, msg: string, data?: unknown) =>
      reject(failure(code, msg, request.status, locale, data));
    request.open('POST', `${BASE}/preview`);
    request.timeout = REQUEST_TIMEOUT_MS;
    request.setRequestHeader('Accept', 'application/json');
    const token = createTokenStore().get();
    if (token) request.setRequestHeader('token', token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    request.onload = () => {
      const envelope = readEnvelope(request.responseText);
      if (!envelope)
        fail(request.status === Code.UNAUTHORIZED ? Code.UNAUTHORIZED : Code.SYSTEM, `HTTP ${request.status}`);
      else if (envelope.code !== SUCCESS_CODE) fail(envelope.code, envelope.msg, envelope.data);
      else resolve(envelope.data as ImportPreview);
    };
    request.onerror = () => fail(NETWORK_FAILURE_CODE, 'the files could not reach the server');
    request.ontimeout = () => fail(Code.REQUEST_TIMEOUT, `no answer within ${REQUEST_TIMEOUT_MS} ms`);
    const form = new FormData();
    form.append('siteId', String(files.siteId));
    form.append('sheet', files.sheet, files.sheet.name);
    if (files.photos) form.append('photos', files.photos, files.photos.name);
    request.send(form);
  });
}
