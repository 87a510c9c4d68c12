import { SUCCESS_CODE } from '../../contract/envelope';
import { Code } from '../../contract/errors';
import type { Locale } from '../../contract/resource';
import type { UploadedFile, UploadKind } from '../../contract/uploads';
import { ApiError, apiErrorText, NETWORK_FAILURE_CODE, networkFailureText } from '../providers/apiError';
import { REQUEST_TIMEOUT_MS, readEnvelope } from '../providers/http';

export interface PostFileOptions {
  token: string | null;
  locale: Locale;
  /** Bytes sent so far of all there are to send. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  /** Origin (and prefix) of the API; empty in the browser, where the API shares the page's origin. */
  baseUrl?: string;
}

/**
 * Posts one file to `/upload/<kind>` as a multipart form with the single field
 * `file` (docs/domain.md#uploads). XMLHttpRequest rather than fetch: only it reports how much
 * of the body has gone, which the progress overlay shows. Code 200 gives `data`;
 * anything else rejects with an ApiError worded in `locale`, like every other call.
 */
export function postFile(kind: UploadKind, file: Blob, options: PostFileOptions): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const fail = (code: number, msg: string, data?: unknown) =>
      reject(
        new ApiError({
          code,
          msg,
          status: request.status,
          data,
          text:
            code === NETWORK_FAILURE_CODE
              ? networkFailureText(options.locale)
              : apiErrorText(code, msg, options.locale),
        }),
      );

    request.open('POST', `${options.baseUrl ?? ''}/upload/${kind}`);
    request.timeout = REQUEST_TIMEOUT_MS;
    request.setRequestHeader('Accept', 'application/json');
    if (options.token) request.setRequestHeader('token', options.token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    request.onload = () => {
      const envelope = readEnvelope(request.responseText);
      if (!envelope)
        fail(request.status === Code.UNAUTHORIZED ? Code.UNAUTHORIZED : Code.SYSTEM, `HTTP ${request.status}`);
      else if (envelope.code !== SUCCESS_CODE) fail(envelope.code, envelope.msg, envelope.data);
      else resolve(envelope.data as UploadedFile);
    };
    request.onerror = () => fail(NETWORK_FAILURE_CODE, 'the upload could not reach the server');
    request.ontimeout = () => fail(Code.REQUEST_TIMEOUT, `no answer within ${REQUEST_TIMEOUT_MS} ms`);
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });

    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'upload');
    request.send(form);
  });
}
