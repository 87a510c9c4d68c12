import http from 'node:http';
import https from 'node:https';

/** What an HTTP call answered: its status, content type and body. */
export interface HttpAnswer {
  status: number;
  type: string;
  body: Buffer;
}

/** Connections to the console one process keeps open at most; calls beyond them wait their turn. */
const MAX_SOCKETS = 64;

/**
 * One keep-alive agent per scheme for every simulated gateway of the process: the
 * configuration fetches and photo downloads of a whole fleet share a few connections.
 */
const AGENTS = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS }),
};

/** One HTTP call through the shared agents; rejects on a network failure only, whatever the status. */
export function httpCall(
  url: URL,
  method: 'GET' | 'POST',
  headers: Record<string, string>,
  body?: string,
): Promise<HttpAnswer> {
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      url,
      { method, headers, agent: AGENTS[url.protocol === 'https:' ? 'https:' : 'http:'] },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            type: String(response.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
