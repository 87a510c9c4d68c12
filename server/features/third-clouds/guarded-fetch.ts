import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { type AddressPolicy, checkedAddress, ForbiddenAddress, type HostResolver } from './address-guard';

/** What a connection test answers (docs/architecture.md, The HTTP contract). */
export interface ProbeResult {
  /** An HTTP answer came, with a status from 200 to 399 after redirects were followed. */
  ok: boolean;
  /** The status of the last answer, when one came. */
  status?: number;
  elapsedMs: number;
  /** Why no usable answer came: a code, optionally `: ` and a detail (e.g. `forbidden-address: 127.0.0.1`). */
  error?: string;
}

export interface ProbeOptions {
  resolve: HostResolver;
  permits: AddressPolicy;
  timeoutMs: number;
  /** Redirects followed at most; one more is answered `too-many-redirects`. */
  maxRedirects?: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NETWORK_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'refused',
  ECONNRESET: 'reset',
  EHOSTUNREACH: 'unreachable',
  ENETUNREACH: 'unreachable',
  ENOTFOUND: 'unresolved',
  EAI_AGAIN: 'unresolved',
};

class ProbeTimeout extends Error {}

/** One GET of one URL, connected to the address already checked (never resolved again). */
function getOnce(url: URL, address: string, signal: AbortSignal): Promise<{ status: number; location?: string }> {
  const client = url.protocol === 'https:' ? https : http;
  const family = net.isIP(address);
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        signal,
        // A fresh connection each time: no pooled socket outlives the check that allowed it.
        agent: false,
        headers: { accept: '*/*' },
        // The name stays for the Host header and the TLS certificate; the address is the checked one.
        lookup: (_host, options, done) => {
          if ((options as { all?: boolean }).all) (done as (...a: unknown[]) => void)(null, [{ address, family }]);
          else done(null, address, family);
        },
      },
      (response) => {
        // Only the status and the redirect target count: the body is not read.
        response.destroy();
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

function describeFailure(error: unknown, signal: AbortSignal): string {
  if (signal.aborted || error instanceof ProbeTimeout) return 'timeout';
  if (error instanceof ForbiddenAddress) return error.message;
  const code = (error as { code?: string }).code ?? '';
  if (NETWORK_ERRORS[code]) return NETWORK_ERRORS[code];
  if (error instanceof Error && error.message === 'unresolved') return 'unresolved';
  return `network: ${code || (error instanceof Error ? error.message : String(error))}`;
}

/**
 * Calls a URL as a connection test: before each call (the first and every redirect,
 * followed by hand) the host is resolved and every address checked against the policy;
 * the connection goes to the checked address. The whole test, resolutions included,
 * ends after `timeoutMs`. Every outcome is an answer, never a thrown error.
 */
export async function probe(target: string, options: ProbeOptions): Promise<ProbeResult> {
  const started = performance.now();
  const elapsedMs = () => Math.round(performance.now() - started);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new ProbeTimeout('timeout')), options.timeoutMs);
  const aborted = new Promise<never>((_resolve, reject) =>
    controller.signal.addEventListener('abort', () => reject(new ProbeTimeout('timeout'))),
  );
  aborted.catch(() => {});
  const maxRedirects = options.maxRedirects ?? 3;
  try {
    let url = new URL(target);
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return { ok: false, elapsedMs: elapsedMs(), error: `bad-redirect: ${url.protocol}` };
      const address = await Promise.race([checkedAddress(url.hostname, options.resolve, options.permits), aborted]);
      const answer = await Promise.race([getOnce(url, address, controller.signal), aborted]);
      if (!REDIRECTS.has(answer.status) || !answer.location)
        return { ok: answer.status >= 200 && answer.status < 400, status: answer.status, elapsedMs: elapsedMs() };
      if (hop >= maxRedirects)
        return { ok: false, status: answer.status, elapsedMs: elapsedMs(), error: 'too-many-redirects' };
      url = new URL(answer.location, url);
    }
  } catch (error) {
    return { ok: false, elapsedMs: elapsedMs(), error: describeFailure(error, controller.signal) };
  } finally {
    clearTimeout(timer);
  }
}
