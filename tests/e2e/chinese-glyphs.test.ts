import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chineseFontAvailable, chromiumAvailable, launchChromium } from './support/chromium';

/**
 * The Chinese screens, and their screenshots, need a font with Chinese characters:
 * without one Chromium draws every character as the same empty box.
 */
describe.runIf(chromiumAvailable() && chineseFontAvailable())('Chinese text in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('draws different characters as different glyphs', async () => {
    const page = await browser.newPage();
    await page.setContent('<canvas width="48" height="48"></canvas>');
    const pixels = (character: string) =>
      page.evaluate((text) => {
        const canvas = document.querySelector('canvas');
        const context = canvas?.getContext('2d');
        if (!canvas || !context) return [];
        context.clearRect(0, 0, canvas.width, canvas.height);
        context.font = '40px sans-serif';
        context.fillText(text, 2, 40);
        return Array.from(context.getImageData(0, 0, canvas.width, canvas.height).data.filter((_, at) => at % 4 === 3));
      }, character);
    const site = await pixels('站');
    const point = await pixels('点');
    expect(site.filter((alpha) => alpha > 0).length).toBeGreaterThan(50);
    expect(site).not.toEqual(point);
    await page.close();
  });
});
