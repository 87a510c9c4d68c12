/**
 * Who saw a face photo: the log of every read of a face photo's bytes, handed to features
 * as `photoReads` (docs/features/resident-data.md).
 */
export { PAGE_VIEW_PATTERN, PAGE_VIEW_SECONDS, PhotoReadLog } from './photo-read-log';
export { adminReader, gatewayReader, type PhotoReader, type PhotoReadWay, type ReadFace } from './photo-reader';
export {
  PHOTO_READ_PAGE_SCHEMA,
  PHOTO_READ_QUERY,
  PHOTO_READ_SCHEMA,
  type PhotoReadEntry,
  photoReadsOf,
} from './read-pages';
export { facesOfStoredPhoto } from './stored-photo-faces';
