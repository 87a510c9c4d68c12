import { stat } from 'node:fs/promises';
import { loadSharp } from '../images/sharp-module';

/** The size every pixel check works at: shrink-on-load makes decoding a large JPEG at this size cheap. */
export const CHECK_SIZE = 640;

/** A photo the checks cannot read: not an image, or its data does not decode (6024). */
export class PhotoUnreadable extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'PhotoUnreadable';
  }
}

/** The file's size and its upright size from the header, without decoding the pixels. */
export async function readFileMeasures(file: string): Promise<{ bytes: number; width: number; height: number }> {
  const { size } = await stat(file);
  const sharp = await loadSharp();
  try {
    const header = await sharp(file, { limitInputPixels: false }).metadata();
    if (!header.width || !header.height) throw new PhotoUnreadable('the image has no size');
    // EXIF orientations 5–8 turn the photo a quarter: the upright photo is height × width.
    const turned = (header.orientation ?? 1) >= 5;
    return turned
      ? { bytes: size, width: header.height, height: header.width }
      : { bytes: size, width: header.width, height: header.height };
  } catch (error) {
    if (error instanceof PhotoUnreadable) throw error;
    throw new PhotoUnreadable('the file is not an image');
  }
}

/** The photo decoded once, upright and shrunk to at most CHECK_SIZE: RGB for the face detector. */
export interface DecodedPhoto {
  rgb: Buffer;
  width: number;
  height: number;
}

export async function decodePhoto(file: string): Promise<DecodedPhoto> {
  const sharp = await loadSharp();
  try {
    const { data, info } = await sharp(file, { failOn: 'error' })
      .rotate()
      .resize(CHECK_SIZE, CHECK_SIZE, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new PhotoUnreadable(`the image decodes to ${info.channels} channels`);
    return { rgb: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof PhotoUnreadable) throw error;
    throw new PhotoUnreadable('the image data cannot be decoded');
  }
}

/** Rec. 601 luma of every pixel. */
export function lumaOf({ rgb, width, height }: DecodedPhoto): Float32Array {
  const luma = new Float32Array(width * height);
  for (let pixel = 0, byte = 0; pixel < luma.length; pixel++, byte += 3) {
    luma[pixel] = 0.299 * rgb[byte] + 0.587 * rgb[byte + 1] + 0.114 * rgb[byte + 2];
  }
  return luma;
}

export function meanOf(values: Float32Array): number {
  let sum = 0;
  for (const value of values) sum += value;
  return values.length === 0 ? 0 : sum / values.length;
}

/**
 * The variance of the Laplacian (4-neighbour kernel) over the inner pixels: edges
 * give large responses, a blurred photo has few. Scale matters, hence CHECK_SIZE.
 */
export function laplacianVariance(luma: Float32Array, width: number, height: number): number {
  let sum = 0;
  let squares = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const at = y * width + x;
      const response = luma[at - 1] + luma[at + 1] + luma[at - width] + luma[at + width] - 4 * luma[at];
      sum += response;
      squares += response * response;
      count++;
    }
  }
  if (count === 0) return 0;
  const mean = sum / count;
  return squares / count - mean * mean;
}
