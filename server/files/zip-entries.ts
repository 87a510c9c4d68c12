import type { FileHandle } from 'node:fs/promises';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;
/** An APK's directory of some thousand entries is well under this; a bigger one is not read. */
const MAX_DIRECTORY_BYTES = 32 * 1024 * 1024;
const ENTRY_HEADER_SIZE = 46;

/**
 * Whether a zip file's central directory lists an entry of that name. Only the
 * directory is read (found from the end record), never the compressed data, so a
 * zip bomb costs nothing here. A zip it cannot read lists nothing.
 */
export async function zipHasEntry(file: FileHandle, size: number, entryName: string): Promise<boolean> {
  const directory = await readDirectory(file, size);
  if (!directory) return false;
  const wanted = Buffer.from(entryName, 'utf8');
  let offset = 0;
  while (offset + ENTRY_HEADER_SIZE <= directory.length && directory.readUInt32LE(offset) === DIRECTORY_ENTRY) {
    const nameLength = directory.readUInt16LE(offset + 28);
    const extraLength = directory.readUInt16LE(offset + 30);
    const commentLength = directory.readUInt16LE(offset + 32);
    const nameStart = offset + ENTRY_HEADER_SIZE;
    if (directory.subarray(nameStart, nameStart + nameLength).equals(wanted)) return true;
    offset = nameStart + nameLength + extraLength + commentLength;
  }
  return false;
}

async function readDirectory(file: FileHandle, size: number): Promise<Buffer | undefined> {
  const tailLength = Math.min(size, END_RECORD_SIZE + MAX_COMMENT);
  const tail = await readAt(file, size - tailLength, tailLength);
  // The end record sits before a comment of up to 64 KiB: look for it from the end.
  for (let at = tail.length - END_RECORD_SIZE; at >= 0; at -= 1) {
    if (tail.readUInt32LE(at) !== END_OF_DIRECTORY) continue;
    const directorySize = tail.readUInt32LE(at + 12);
    const directoryOffset = tail.readUInt32LE(at + 16);
    if (directorySize > MAX_DIRECTORY_BYTES || directoryOffset + directorySize > size) return undefined;
    return readAt(file, directoryOffset, directorySize);
  }
  return undefined;
}

export async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}
