import { Code } from '../../../contract/errors';
import type { ResourceDefinition } from '../../../contract/resource';
import { storedPathOf } from '../../../contract/uploads';
import type { ResourceServices } from '../../crud/resource-services';
import type { WriteContext } from '../../crud/write-hooks';
import type { FileAccess } from '../../files/file-access';
import { lockFileKey } from '../../files/file-lock';
import { FILE_REFERENCES } from '../../files/file-references';
import type { FileStore } from '../../files/file-store';
import { ApiError } from '../../http/api-error';

/**
 * A face photo or an avatar is shown in the console and sent on to the door panels,
 * so it may only be a file of the console's own store that exists (what an upload
 * answers as `url`), or an https:// URL where UPLOAD_HTTPS_IMAGE_URLS allows it:
 * never `javascript:`, `data:`, `file:` or a path of the client's choosing. A stored
 * file must also be the caller's to use (6059 otherwise, `rule: "owner"`): uploaded
 * by the caller, or already the photo of a row the caller may see. The file is held
 * until the write commits, so a purge cannot remove it from under the new row.
 */
export function guardImageUrls(
  services: ResourceServices,
  resources: readonly ResourceDefinition[],
  store: FileStore,
  access: FileAccess,
  httpsAllowed: boolean,
): void {
  for (const rule of FILE_REFERENCES.image ?? []) {
    if (!resources.some((resource) => resource.name === rule.resource)) continue;
    const check = async (context: WriteContext) => {
      const url = context.values[rule.urlField];
      if (url === undefined || url === null || url === '') return;
      const path = typeof url === 'string' ? storedPathOf(url, 'image') : undefined;
      if (path) {
        await lockFileKey(context.tables, path);
        if (await store.exists(path)) {
          // A file the row already held may be sent back; trusted code writing on its own is not asked.
          const { principal, before, values } = context;
          if (principal && before?.[rule.urlField] !== values[rule.urlField]) {
            await access.checkUse(context.tables, principal, path, rule.urlField);
          }
          if (rule.keyField) context.values[rule.keyField] = path;
          return;
        }
      }
      if (httpsAllowed && typeof url === 'string' && isHttpsUrl(url)) return;
      const allowed = httpsAllowed
        ? 'an image uploaded to the console or an https:// URL'
        : 'an image uploaded to the console';
      throw ApiError.ofFields(Code.BAD_REQUEST, `${rule.urlField} must be ${allowed}`, [
        { field: rule.urlField, rule: 'url' },
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
