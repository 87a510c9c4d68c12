import type { Metadata } from 'sharp';
import { Code } from '../../contract/errors';
import { ApiError } from '../http/api-error';
import { loadSharp } from '../images/sharp-module';
import type { FileType } from './file-types';

/** The size a decode check works at: shrink-on-load keeps it cheap, and every pixel row is still read. */
const CHECK_SIZE = 64;

/**
 * An image is judged from its header before anything is decoded: over `maxPixels`
 * (a 20,000 × 20,000 PNG is a few kilobytes on disk and 1.6 GB decoded) it is
 * refused with 413. Within the limit it is decoded once, small, with the same pixel
 * limit given to the decoder, so a file whose header and data disagree cannot expand
 * either; an image that does not decode, or is not what its signature said, is 6024.
 */
export async function checkImage(file: string, type: FileType, maxPixels: number): Promise<void> {
  const sharp = await loadSharp();
  let header: Metadata;
  try {
    // Only the header is read here; the pixel limit is ours to apply, with the real figures in the answer.
    header = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw new ApiError(Code.IMAGE_PARSE_FAILED, 'the image header cannot be read');
  }
  const { width = 0, height = 0 } = header;
  if (width * height > maxPixels) {
    throw new ApiError(
      Code.FILE_TOO_LARGE,
      `the image is ${width} × ${height} pixels; at most ${maxPixels.toLocaleString('en')} pixels are accepted`,
    );
  }
  if (width === 0 || height === 0 || type.extension !== extensionOfFormat(header.format)) {
    throw new ApiError(Code.IMAGE_PARSE_FAILED, `the file is not a readable ${type.extension} image`);
  }
  try {
    await sharp(file, { limitInputPixels: maxPixels, failOn: 'error', sequentialRead: true })
      .resize(CHECK_SIZE, CHECK_SIZE, { fit: 'inside' })
      .raw()
      .toBuffer();
  } catch {
    throw new ApiError(Code.IMAGE_PARSE_FAILED, 'the image data cannot be decoded');
  }
}

function extensionOfFormat(format: string | undefined): string | undefined {
  return format === 'jpeg' ? 'jpg' : format;
}
