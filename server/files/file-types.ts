/** What the bytes of an upload turned out to be, whatever its name said. */
export interface FileType {
  /** The media type the file is served with. */
  mime: string;
  /** The extension of its stored name. */
  extension: string;
  family: FileFamily;
}

export type FileFamily = 'image' | 'video' | 'audio' | 'apk' | 'document' | 'archive' | 'text' | 'executable';

function type(mime: string, extension: string, family: FileFamily): FileType {
  return { mime, extension, family };
}

export const FILE_TYPES = {
  png: type('image/png', 'png', 'image'),
  jpeg: type('image/jpeg', 'jpg', 'image'),
  gif: type('image/gif', 'gif', 'image'),
  webp: type('image/webp', 'webp', 'image'),
  mp4: type('video/mp4', 'mp4', 'video'),
  mov: type('video/quicktime', 'mov', 'video'),
  webm: type('video/webm', 'webm', 'video'),
  mkv: type('video/x-matroska', 'mkv', 'video'),
  mp3: type('audio/mpeg', 'mp3', 'audio'),
  wav: type('audio/wav', 'wav', 'audio'),
  ogg: type('audio/ogg', 'ogg', 'audio'),
  aac: type('audio/aac', 'aac', 'audio'),
  m4a: type('audio/mp4', 'm4a', 'audio'),
  flac: type('audio/flac', 'flac', 'audio'),
  apk: type('application/vnd.android.package-archive', 'apk', 'apk'),
  pdf: type('application/pdf', 'pdf', 'document'),
  zip: type('application/zip', 'zip', 'archive'),
  text: type('text/plain', 'txt', 'text'),
  // Recognised only to be refused by name in the answer.
  executable: type('application/octet-stream', 'bin', 'executable'),
} as const satisfies Record<string, FileType>;

/** Every type a stored file can have, by the extension of its stored name (the name is ours, so this is safe). */
export function typeOfStoredName(name: string): FileType | undefined {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  return Object.values(FILE_TYPES).find((known) => known.extension === extension && known.family !== 'executable');
}
