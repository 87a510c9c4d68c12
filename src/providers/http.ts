import type { Envelope } from '../../contract/envelope';
import { SUCCESS_CODE } from '../../contract/envelope';
import { Code } from '../../contract/errors';
import type { Locale } from '../../contract/resource';
import { ApiError, apiErrorText, NETWORK_FAILURE_CODE, networkFailureText } from './apiError';

/** A call is given up after five minutes (docs/features/console.md#fixed-figures). */
export const REQUEST_TIMEOUT_MS = 300_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface HttpClientOptions {
  /** Origin (and prefix) of the API; empty in the browser, where the API shares the page's origin. */
  baseUrl?: string;
  /** The signed-in admin's token, or null. */
  token: () => string | null;
  /** Language of the texts put into errors. */
  locale: () => Locale;
  timeoutMs?: number;
}

export interface RequestOptions {
  query?: URLSearchParams;
  body?: unknown;
  /** Cancels the call (react-query does when a screen no longer needs the answer). */
  signal?: AbortSignal;
}

export interface HttpClient {
  /** Sends a call and returns the envelope's `data`; any other outcome throws an ApiError. */
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  /** The language failures are described in. */
  locale(): Locale;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const baseUrl = options.baseUrl ?? '';
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  const failure = (code: number, msg: string, status: number, data?: unknown): ApiError =>
    new ApiError({ code, msg, status, data, text: apiErrorText(code, msg, options.locale(), data) });

  return {
    locale: options.locale,
    async request<T>(method: HttpMethod, path: string, request: RequestOptions = {}): Promise<T> {
      const query = request.query?.toString();
      const url = `${baseUrl}${path}${query ? `?${query}` : ''}`;
      const headers: Record<string, string> = { Accept: 'application/json' };
      const token = options.token();
      if (token) headers.token = token;
      if (request.body !== undefined) headers['Content-Type'] = 'application/json';

      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout;

      let response: Response;
      let text: string;
      try {
        response = await fetch(url, {
          method,
          headers,
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal,
        });
        text = await response.text();
      } catch (error) {
        if (request.signal?.aborted) throw error;
        if (timeout.aborted) throw failure(Code.REQUEST_TIMEOUT, `no answer within ${timeoutMs} ms`, 0);
        throw new ApiError({
          code: NETWORK_FAILURE_CODE,
          msg: error instanceof Error ? error.message : String(error),
          status: 0,
          text: networkFailureText(options.locale()),
        });
      }

      const envelope = readEnvelope(text);
      if (!envelope) {
        // Not our server speaking (a proxy's error page, an empty body): judge by the status alone.
        const code = response.ok ? Code.SYSTEM : codeOfStatus(response.status);
        const msg =
          code === Code.UNAVAILABLE ? `HTTP ${response.status}` : `HTTP ${response.status} without an envelope`;
        throw failure(code, msg, response.status);
      }
      if (envelope.code !== SUCCESS_CODE) throw failure(envelope.code, envelope.msg, response.status, envelope.data);
      return envelope.data as T;
    },
  };
}

export function readEnvelope(text: string): Envelope | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { code, msg, data } = body as Record<string, unknown>;
  if (typeof code !== 'number') return null;
  return { code, msg: typeof msg === 'string' ? msg : '', data };
}

/** A load balancer's 502, 503 or 504 (no node could answer) is "try again shortly", like a node's own 503. */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

function codeOfStatus(status: number): number {
  if (status === Code.UNAUTHORIZED || status === Code.FORBIDDEN || status === Code.NOT_FOUND) return status;
  if (UNAVAILABLE_STATUSES.has(status)) return Code.UNAVAILABLE;
  return Code.SYSTEM;
}
