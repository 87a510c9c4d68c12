import { open } from 'node:fs/promises';
import { FILE_TYPES, type FileType } from './file-types';
import { readAt, zipHasEntry } from './zip-entries';

/** Enough of the start of a file for every signature below and a fair look at text. */
const HEAD_BYTES = 4096;

/**
 * The type of a file, from its bytes alone (the name a client gives is never
 * believed): magic numbers at the start, and for a zip its central directory,
 * where an APK lists `AndroidManifest.xml`. Undefined when nothing matches.
 */
export async function sniffFileType(path: string, size: number): Promise<FileType | undefined> {
  const file = await open(path, 'r');
  try {
    const head = await readAt(file, 0, Math.min(size, HEAD_BYTES));
    if (isZip(head)) return (await zipHasEntry(file, size, 'AndroidManifest.xml')) ? FILE_TYPES.apk : FILE_TYPES.zip;
    return typeOfHead(head, size);
  } finally {
    await file.close();
  }
}

function startsWith(head: Buffer, bytes: number[] | string, at = 0): boolean {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return head.length >= at + expected.length && head.subarray(at, at + expected.length).equals(expected);
}

function isZip(head: Buffer): boolean {
  return startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06]);
}

const EXECUTABLE_SIGNATURES: (number[] | string)[] = [
  'MZ', // Windows PE
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe], // Mach-O
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O universal (and Java classes)
  '#!', // scripts
];

function typeOfHead(head: Buffer, size: number): FileType | undefined {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return FILE_TYPES.png;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return FILE_TYPES.jpeg;
  if (startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a')) return FILE_TYPES.gif;
  if (startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8)) return FILE_TYPES.webp;
  if (startsWith(head, 'RIFF') && startsWith(head, 'WAVE', 8)) return FILE_TYPES.wav;
  if (startsWith(head, 'ftyp', 4)) return isoMediaType(head.subarray(8, 12).toString('latin1'));
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) {
    return head.subarray(0, 64).includes('webm') ? FILE_TYPES.webm : FILE_TYPES.mkv;
  }
  if (startsWith(head, 'OggS')) return FILE_TYPES.ogg;
  if (startsWith(head, 'fLaC')) return FILE_TYPES.flac;
  if (startsWith(head, 'ID3')) return FILE_TYPES.mp3;
  const frameSync = mpegFrameType(head);
  if (frameSync) return frameSync;
  if (startsWith(head, '%PDF-')) return FILE_TYPES.pdf;
  if (EXECUTABLE_SIGNATURES.some((signature) => startsWith(head, signature))) return FILE_TYPES.executable;
  return isText(head, size) ? FILE_TYPES.text : undefined;
}

/** ISO media files (MP4, QuickTime, M4A) name their brand after `ftyp`. */
function isoMediaType(brand: string): FileType {
  if (brand === 'M4A ' || brand === 'M4B ') return FILE_TYPES.m4a;
  if (brand === 'qt  ') return FILE_TYPES.mov;
  return FILE_TYPES.mp4;
}

/** An MPEG audio frame header: 11 set bits; layer bits 00 mean AAC in ADTS, anything else MP3. */
function mpegFrameType(head: Buffer): FileType | undefined {
  if (head.length < 2 || head[0] !== 0xff || (head[1] & 0xe0) !== 0xe0) return undefined;
  return (head[1] & 0x06) === 0 ? FILE_TYPES.aac : FILE_TYPES.mp3;
}

/** UTF-8 without NUL or other control characters than tab, line feed, form feed and carriage return. */
function isText(head: Buffer, size: number): boolean {
  if (head.length === 0) return false;
  // A head cut inside a character would not decode: leave out the last incomplete one.
  const sample = head.length < size ? head.subarray(0, head.length - 3) : head;
  if (sample.some((byte) => byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d)) {
    return false;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample);
    return true;
  } catch {
    return false;
  }
}
