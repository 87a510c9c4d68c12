/**
 * Uploads in the browser (docs/domain.md#uploads): the upload helper with its
 * progress overlay, the multi-file helper, and stored files shown to the signed-in
 * caller. A core building block: the schema-ui image widget and the shell use it.
 */
export { FilePickButton } from './FilePickButton';
export { thumbnailUrl, usePageView } from './pageView';
export { postFiles } from './postFiles';
export { randomInputId } from './randomInputId';
export { StoredAvatar } from './StoredAvatar';
export { useStoredFileUrl } from './useStoredFileUrl';
export { useUpload } from './useUpload';
