import type { UploadKind } from '../../../contract/uploads';
import type { FileFamily } from '../../files/file-types';

export interface UploadKindRule {
  /** Any one of these codes lets a caller upload files of this kind and read them back. */
  permission: readonly string[];
  /** The families of file its route takes. */
  accepts: readonly FileFamily[];
}

const MEDIA: readonly FileFamily[] = ['image', 'video', 'audio'];
/** App and panel media, ringtones and packages are set up on the app and device configuration screens. */
const CONFIGURATION = ['sp-cfg-app', 'sp-cfg-device'];

/**
 * Who may upload what, and what each route takes. Images are face photos (site list
 * and face import) and admin avatars (admin accounts); the other kinds belong to the
 * configuration screens. A generic file is anything recognised but a program.
 */
export const UPLOAD_KIND_RULES: Record<UploadKind, UploadKindRule> = {
  image: { permission: ['site-tabs', 'site-import', 'admin-list'], accepts: ['image'] },
  video: { permission: CONFIGURATION, accepts: ['video'] },
  audio: { permission: CONFIGURATION, accepts: ['audio'] },
  apk: { permission: CONFIGURATION, accepts: ['apk'] },
  file: {
    permission: [...CONFIGURATION, 'sp-cfg-server'],
    accepts: [...MEDIA, 'document', 'archive', 'text'],
  },
};
