/**
 * Uploads as both ends see them (docs/domain.md#uploads): the five kinds, each posted to
 * `/upload/<kind>` and served back from `/upload/<kind>/<stored name>`, and the answer.
 */

export const UPLOAD_KINDS = ['image', 'video', 'audio', 'apk', 'file'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The `data` of a successful upload. */
export interface UploadedFile {
  /** Where the console serves the file back (to signed-in callers holding the kind's permission). */
  url: string;
  /** The file's key in the store: `<kind>/<stored name>`. */
  path: string;
  /** Bytes. */
  size: number;
  /** The media type the server found in the bytes. */
  type: string;
}

export const UPLOAD_URL_PREFIX = '/upload';

/** Stored names are made by the server: 32 hex digits and the extension of the type found. */
export const STORED_NAME_PATTERN = /^[0-9a-f]{32}\.[a-z0-9]{2,4}$/;

export function isUploadKind(value: string): value is UploadKind {
  return (UPLOAD_KINDS as readonly string[]).includes(value);
}

export function uploadUrlOf(path: string): string {
  return `${UPLOAD_URL_PREFIX}/${path}`;
}

/**
 * The store key a URL of the console's own names (`/upload/image/<name>` gives
 * `image/<name>`), or undefined for any other URL: another host, a scheme such as
 * `javascript:` or `data:`, a made-up name, a `../`.
 */
export function storedPathOf(url: string, kind?: UploadKind): string | undefined {
  const match = /^\/upload\/([a-z]+)\/([^/]+)$/.exec(url);
  if (!match) return undefined;
  const [, urlKind, name] = match;
  if (!isUploadKind(urlKind) || (kind !== undefined && urlKind !== kind)) return undefined;
  return STORED_NAME_PATTERN.test(name) ? `${urlKind}/${name}` : undefined;
}
