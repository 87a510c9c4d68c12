import fs from 'node:fs';
import path from 'node:path';
import type { Envelope } from '../../contract/envelope';
import type { UploadedFile } from '../../contract/uploads';
import type { TestServer } from './test-server';
import { multipartBody } from './upload-files';

export interface UploadAnswer {
  status: number;
  body: Envelope<UploadedFile | null>;
}

/** Posts one file to `/upload/<kind>` as the browser does. */
export async function postUpload(
  server: TestServer,
  kind: string,
  file: Buffer,
  filename: string,
  options: { token?: string; field?: string } = {},
): Promise<UploadAnswer> {
  const { payload, headers } = multipartBody(file, filename, options.field);
  const response = await server.app.inject({
    method: 'POST',
    url: `/upload/${kind}`,
    payload,
    headers: { ...headers, ...(options.token ? { token: options.token } : {}) },
  });
  return { status: response.statusCode, body: response.json() };
}

/** Every file under the upload folder, scratch files included, relative to it. */
export function filesInStore(server: TestServer): string[] {
  const root = server.config.uploads.dir;
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}
