/**
 * Colours that keep text legible (WCAG 2.1, 1.4.3: 4.5:1 for body text): the
 * theme's preset stays the accent, and text and buttons use the preset itself
 * when it is dark enough, else the nearest darker shade of it that is.
 */

/** The contrast WCAG 2.1 AA asks of body text. */
export const TEXT_CONTRAST = 4.5;

/**
 * The lightest surfaces the theme colour is drawn on or under: white paper, the
 * page's background, a filled chip, the selected row of a list and a disabled button.
 */
export const LIGHT_SURFACES = ['#ffffff', '#fafafb', '#ebebeb', '#e0e0e0'] as const;

type Rgb = [number, number, number];

function parseHex(colour: string): Rgb {
  const digits = colour.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance (WCAG 2.1 definition). */
export function luminance(colour: string): number {
  const [r, g, b] = parseHex(colour).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The preset, or the lightest darker shade of it (mixed toward black in steps of
 * 2%), that shows as text at 4.5:1 on every light surface and carries white text at 4.5:1.
 */
export function readableShade(colour: string, surfaces: readonly string[] = LIGHT_SURFACES): string {
  const base = parseHex(colour);
  for (let step = 0; step <= 50; step += 1) {
    const keep = 1 - step / 50;
    const shade = toHex(base.map((channel) => channel * keep) as Rgb);
    if (surfaces.every((surface) => contrastRatio(shade, surface) >= TEXT_CONTRAST)) return shade;
  }
  return '#000000';
}
