import { createRequire } from 'node:module';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';

/**
 * Real face photos for tests, built at test time from the sample sheet shipped inside
 * the face detector's package (a grid of real photos): one face cropped and enlarged
 * passes every default tactic; the others each fail exactly one, for the reason the
 * name says. All are JPEGs. Each builder returns fresh bytes, the same every call.
 *
 *   singleFacePhoto()  passes       groupPhoto()      single-face (2 faces)
 *   idPhoto(w, h)      passes (an ID-photo-sized portrait, 358 × 441 or 420 × 510, 15–30 KB)
 *   blurredPhoto()     sharpness    darkPhoto()       brightness
 *   tinyPhoto()        min-resolution                 smallFacePhoto()  face-size
 *   tiltedPhoto()      head-pose (roll)               widePhoto()       aspect-ratio
 *   facelessPhoto()    single-face (no face)
 *   murkyThumbnailPhoto()  min-resolution, brightness and sharpness at once
 */

const require = createRequire(import.meta.url);
export const SAMPLE_SHEET = path.join(
  path.dirname(require.resolve('@vladmandic/human')),
  '..',
  'assets',
  'samples.jpg',
);

/** The second photo of the sheet's top row: one woman, facing the camera, about 50 px of face. */
const ONE_FACE = { left: 167, top: 0, width: 150, height: 157 };
/** The second and third photos of the top row together: a woman and a man. */
const TWO_FACES = { left: 167, top: 0, width: 343, height: 157 };
/** Mid grey: padding that neither darkens nor brightens a photo much, and holds no face. */
const PADDING = '#9a9a9a';

const jpeg = (image: Sharp, quality = 92) => image.jpeg({ quality }).toBuffer();

/** One face, enlarged to 560 × 586 and sharpened as a phone would: passes every default tactic. */
export function singleFacePhoto(): Promise<Buffer> {
  return jpeg(sharp(SAMPLE_SHEET).extract(ONE_FACE).resize(560).sharpen({ sigma: 2 }));
}

/**
 * The one face as an ID photo of the given size: enlarged to the width, lightly sharpened,
 * padded above and below to the height and saved at quality 85, about 20 KB at 358 × 441
 * and 25 KB at 420 × 510 — a clear portrait door panels take, which passes every default tactic.
 */
export async function idPhoto(width: number, height: number): Promise<Buffer> {
  const face = await sharp(SAMPLE_SHEET)
    .extract(ONE_FACE)
    .resize(width)
    .sharpen({ sigma: 1 })
    .toBuffer({ resolveWithObject: true });
  const padding = Math.max(0, height - face.info.height);
  const top = Math.floor(padding / 2);
  return jpeg(sharp(face.data).extend({ top, bottom: padding - top, background: PADDING }), 85);
}

/** Two faces side by side, padded to a square (aspect ratio passes): fails single-face. */
export function groupPhoto(): Promise<Buffer> {
  return jpeg(
    sharp(SAMPLE_SHEET)
      .extract(TWO_FACES)
      .resize(1029)
      .sharpen({ sigma: 2 })
      .extend({ top: 279, bottom: 279, background: PADDING }),
  );
}

/** The single face blurred: fails sharpness (variance of the Laplacian about 2, limit 10). */
export async function blurredPhoto(): Promise<Buffer> {
  return jpeg(sharp(await singleFacePhoto()).blur(6));
}

/** The single face darkened to a mean brightness of about 25 (limit 40): fails brightness, before sharpness. */
export async function darkPhoto(): Promise<Buffer> {
  return jpeg(sharp(await singleFacePhoto()).linear(0.25, 0), 95);
}

/** The face as it is on the sheet, 150 × 157: fails min-resolution. */
export function tinyPhoto(): Promise<Buffer> {
  return jpeg(sharp(SAMPLE_SHEET).extract(ONE_FACE));
}

/** The single face in a wide grey frame, a fiftieth of the photo: fails face-size. */
export async function smallFacePhoto(): Promise<Buffer> {
  return jpeg(
    sharp(await singleFacePhoto()).extend({ top: 500, bottom: 500, left: 500, right: 500, background: PADDING }),
  );
}

/** The single face turned 45° in the picture plane: fails head-pose (roll about 51°, limit 30°). */
export async function tiltedPhoto(): Promise<Buffer> {
  return jpeg(sharp(await singleFacePhoto()).rotate(45, { background: PADDING }));
}

/** The single face padded sideways to twice as wide as high: fails aspect-ratio. */
export async function widePhoto(): Promise<Buffer> {
  return jpeg(sharp(await singleFacePhoto()).extend({ left: 300, right: 300, background: PADDING }));
}

/** The face as small as on the sheet, darkened and blurred: fails three tactics at once. */
export async function murkyThumbnailPhoto(): Promise<Buffer> {
  return jpeg(
    sharp(await tinyPhoto())
      .blur(4)
      .linear(0.25, 0),
    95,
  );
}

/** Grain at ID-photo size, sharp and of middle brightness but holding no face: fails single-face. */
export function facelessPhoto(): Promise<Buffer> {
  return jpeg(
    sharp({
      create: {
        width: 358,
        height: 441,
        channels: 3,
        background: PADDING,
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    }),
    85,
  );
}

/** Bytes that are no image at all, for a store file gone bad. */
export function notAnImage(): Buffer {
  return Buffer.from('this is not an image, only text pretending to be one\n'.repeat(500));
}
