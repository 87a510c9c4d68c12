import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storedPathOf } from '../../contract/uploads';
import { sniffFileType } from '../../server/files/sniff-file-type';
import { randomInputId } from '../../src/uploads/randomInputId';
import { percentText } from '../../src/uploads/uploadProgress';
import { elfExecutable, pngImage, zipArchive } from '../support/upload-files';

const folder = mkdtempSync(join(tmpdir(), 'sniff-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function sniffed(bytes: Buffer): Promise<string | undefined> {
  const file = join(folder, `f${Math.random().toString(16).slice(2)}`);
  writeFileSync(file, bytes);
  return (await sniffFileType(file, bytes.length))?.mime;
}

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

describe('the upload type sniffer', () => {
  it.each([
    ['PNG', pngImage(2, 2), 'image/png'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg'],
    ['GIF', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    ['WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['MP4', bytes([0, 0, 0, 24], 'ftypisom', [0, 0, 2, 0]), 'video/mp4'],
    ['QuickTime', bytes([0, 0, 0, 20], 'ftypqt  '), 'video/quicktime'],
    ['M4A', bytes([0, 0, 0, 20], 'ftypM4A '), 'audio/mp4'],
    ['WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'), 'video/webm'],
    ['MP3 with ID3', bytes('ID3', [4, 0, 0]), 'audio/mpeg'],
    ['MP3 frame', bytes([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg'],
    ['AAC', bytes([0xff, 0xf1, 0x50, 0x80]), 'audio/aac'],
    ['WAV', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'audio/wav'],
    ['Ogg', bytes('OggS', [0, 2]), 'audio/ogg'],
    ['PDF', bytes('%PDF-1.7\n'), 'application/pdf'],
    ['APK', zipArchive({ 'AndroidManifest.xml': 'm' }), 'application/vnd.android.package-archive'],
    ['zip', zipArchive({ 'a.txt': 'a' }), 'application/zip'],
    ['UTF-8 text', Buffer.from('门禁 door list\n'), 'text/plain'],
    ['ELF program', elfExecutable(), 'application/octet-stream'],
  ])('knows %s from its bytes', async (_name, file, mime) => {
    expect(await sniffed(file)).toBe(mime);
  });

  it('knows nothing of random binary data', async () => {
    expect(await sniffed(Buffer.from([0, 1, 2, 3, 250, 251, 0, 7]))).toBeUndefined();
  });
});

describe('upload helpers', () => {
  it('names only store files of the right kind as stored paths', () => {
    const name = `${'a'.repeat(32)}.png`;
    expect(storedPathOf(`/upload/image/${name}`, 'image')).toBe(`image/${name}`);
    expect(storedPathOf(`/upload/image/${name}`, 'apk')).toBeUndefined();
    for (const url of ['javascript:alert(1)', `/upload/image/../${name}`, `https://x.test/upload/image/${name}`]) {
      expect(storedPathOf(url, 'image'), url).toBeUndefined();
    }
  });

  it('shows the percentage with one decimal, never above 100', () => {
    expect(percentText(1, 3)).toBe('33.3%');
    expect(percentText(0, 0)).toBe('0.0%');
    expect(percentText(5, 4)).toBe('100.0%');
  });

  it('gives the hidden input a random id of 12 characters', () => {
    const ids = new Set(Array.from({ length: 50 }, randomInputId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9]{11}$/);
  });
});
