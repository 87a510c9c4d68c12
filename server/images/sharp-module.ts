import type sharpType from 'sharp';

let loading: Promise<typeof sharpType> | undefined;

/**
 * The image library, loaded when the first image is checked rather than at start:
 * a start that serves no upload does not pay for it.
 */
export function loadSharp(): Promise<typeof sharpType> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
