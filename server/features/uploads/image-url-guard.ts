import { Code } from '../../../contract/errors';
import type { ResourceDefinition } from '../../../contract/resource';
import { storedPathOf } from '../../../contract/uploads';
import type { ResourceServices } from '../../crud/resource-services';
import type { WriteContext } from '../../crud/write-hooks';
import { ApiError } from '../../http/api-error';
import type { FileStore } from './file-store';

/** Fields that hold an image URL the console later shows; `storedPathField` keeps the store key beside it. */
const IMAGE_URL_FIELDS: { resource: string; field: string; storedPathField?: string }[] = [
  { resource: 'face', field: 'faceUrl', storedPathField: 'facePath' },
  { resource: 'admin', field: 'avatar' },
];

/**
 * A face photo or an avatar is shown in the console and sent on to the door panels,
 * so it may only be a file of the console's own store that exists (what an upload
 * answers as `url`), or an https:// URL where UPLOAD_HTTPS_IMAGE_URLS allows it:
 * never `javascript:`, `data:`, `file:` or a path of the client's choosing.
 */
export function guardImageUrls(
  services: ResourceServices,
  resources: readonly ResourceDefinition[],
  store: FileStore,
  httpsAllowed: boolean,
): void {
  for (const rule of IMAGE_URL_FIELDS) {
    if (!resources.some((resource) => resource.name === rule.resource)) continue;
    const check = async (context: WriteContext) => {
      const url = context.values[rule.field];
      if (url === undefined || url === null || url === '') return;
      const path = typeof url === 'string' ? storedPathOf(url, 'image') : undefined;
      if (path && (await store.exists(path))) {
        if (rule.storedPathField) context.values[rule.storedPathField] = path;
        return;
      }
      if (httpsAllowed && typeof url === 'string' && isHttpsUrl(url)) return;
      const allowed = httpsAllowed
        ? 'an image uploaded to the console or an https:// URL'
        : 'an image uploaded to the console';
      throw ApiError.ofFields(Code.BAD_REQUEST, `${rule.field} must be ${allowed}`, [
        { field: rule.field, rule: 'url' },
      ]);
    };
    services.on(rule.resource, 'beforeCreate', check);
    services.on(rule.resource, 'beforeUpdate', check);
  }
}

function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
