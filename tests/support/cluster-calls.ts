import type { Envelope } from '../../contract/envelope';
import { ADMIN_PASSWORD } from './test-server';
import { multipartBody } from './upload-files';

/** The calls of the cluster suite, sent over HTTP to the balancer or one node. */
export type Answer<T> = { status: number; body: Envelope<T> };

/** A call to `base` (the load balancer or one node) as the browser makes it. */
export async function call<T>(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<Answer<T>> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(token ? { token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** The seeded admin's token, signed in at `base`. */
export async function signIn(base: string): Promise<string> {
  const answer = await call<{ token: string }>(base, 'POST', '/account/web/login', undefined, {
    accountName: 'admin',
    password: ADMIN_PASSWORD,
  });
  if (answer.body.code !== 200) throw new Error(`sign-in refused: ${JSON.stringify(answer.body)}`);
  return answer.body.data.token;
}

/** A photo uploaded at `base` as the face form does it; its URL. */
export async function upload(base: string, token: string, photo: Buffer): Promise<string> {
  const { payload, headers } = multipartBody(photo, 'face.jpg');
  const response = await fetch(`${base}/upload/image`, {
    method: 'POST',
    headers: { ...headers, token },
    body: new Uint8Array(payload),
  });
  const body = (await response.json()) as Envelope<{ url: string }>;
  if (body.code !== 200) throw new Error(`upload refused: ${JSON.stringify(body)}`);
  return body.data.url;
}
