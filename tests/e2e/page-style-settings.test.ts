import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readableShade } from '../../src/shell/layout/readableColour';
import { chromiumAvailable } from './support/chromium';
import type { ConsoleBrowser } from './support/console-browser';
import { consoleFrame, openSiteList } from './support/console-frame';

/**
 * The page style settings panel walked in Chromium from the site list: a theme
 * colour applied at once and kept after Save and a reload, Reset to the defaults,
 * and the tab strip, sidebar logo and fixed header switches.
 */

const runs = chromiumAvailable();

/**
 * The app bar's colour for a preset, as the browser reports it: the preset's readable
 * shade, which carries the bar's white text at 4.5:1 (the preset stays the accent).
 */
function barColour(preset: string): string {
  const hex = readableShade(preset).slice(1);
  const [r, g, b] = [0, 2, 4].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe.runIf(runs)('the page style settings in Chromium', () => {
  let session: ConsoleBrowser;
  let page: Page;

  const { shoot, appBarColour } = consoleFrame(() => page);

  beforeAll(async () => {
    session = await openSiteList();
    ({ page } = session);
  });

  afterAll(async () => {
    await session?.stop();
  });

  it('applies a theme colour at once, keeps it after Save and a reload, and Reset returns to the defaults', async () => {
    expect(await appBarColour()).toBe(barColour('#1890ff'));
    await page.getByRole('button', { name: 'Page style settings' }).click();
    const panel = page.getByRole('region', { name: 'Page style settings' });
    await panel.getByRole('radio', { name: '#13c2c2' }).click();
    await expect.poll(appBarColour).toBe(barColour('#13c2c2'));
    await shoot('settings-en-desktop');
    await panel.getByRole('button', { name: 'Save' }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('#13c2c2');
    await page.reload();
    await expect.poll(appBarColour).toBe(barColour('#13c2c2'));
    await shoot('themed-en-desktop');

    const tabStrip = page.getByRole('tablist', { name: 'Open pages' });
    await expect.poll(() => tabStrip.count()).toBe(1);
    // The open panel hides the page from the accessibility tree: close it before looking.
    const toggleTabStrip = async () => {
      await page.getByRole('button', { name: 'Page style settings' }).click();
      await panel.getByRole('switch', { name: 'Tab strip' }).click();
      await page.keyboard.press('Escape');
      await expect.poll(() => panel.count()).toBe(0);
    };
    await toggleTabStrip();
    await expect.poll(() => tabStrip.count()).toBe(0);
    await toggleTabStrip();
    await expect.poll(() => tabStrip.count()).toBe(1);

    await page.getByRole('button', { name: 'Page style settings' }).click();

    await panel.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(appBarColour).toBe(barColour('#1890ff'));
    const stored = await page.evaluate(() =>
      ['theme', 'tagsView', 'fixedHeader', 'sidebarLogo'].map((key) => localStorage.getItem(key)),
    );
    expect(stored).toEqual([null, null, null, null]);
    for (const name of ['Tab strip', 'Fixed header', 'Sidebar logo']) {
      expect(await panel.getByRole('switch', { name }).isChecked()).toBe(true);
    }
    await page.keyboard.press('Escape');
  });

  it('hides the logo and lets the header scroll away when those switches are off; a fixed header keeps the tab strip under it', async () => {
    await page.getByRole('button', { name: 'Page style settings' }).click();
    const panel = page.getByRole('region', { name: 'Page style settings' });
    await panel.getByRole('switch', { name: 'Sidebar logo' }).click();
    await panel.getByRole('switch', { name: 'Fixed header' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('link', { name: 'Intercom Cloud Console' }).count()).toBe(0);

    const headerTop = async () => {
      await page.evaluate(() => {
        document.body.style.minHeight = '4000px';
        window.scrollTo(0, 1500);
      });
      await page.waitForFunction(() => window.scrollY > 1000);
      return page
        .locator('header.MuiAppBar-root')
        .first()
        .evaluate((bar) => bar.getBoundingClientRect().bottom);
    };
    await expect.poll(headerTop).toBeLessThanOrEqual(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Page style settings' }).click();
    await panel.getByRole('switch', { name: 'Fixed header' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(headerTop).toBeGreaterThan(0);

    // Under the fixed header, the tab strip stays put while a long page scrolls.
    const stripUnderHeader = () =>
      page.evaluate(() => {
        const strip = document.querySelector<HTMLElement>('[role="tablist"]');
        const bar = document.querySelector('header.MuiAppBar-root');
        if (!strip?.parentElement || !bar) return undefined;
        strip.parentElement.style.minHeight = '4000px';
        window.scrollTo(0, 1500);
        return window.scrollY > 1000
          ? Math.round(strip.getBoundingClientRect().top - bar.getBoundingClientRect().bottom)
          : undefined;
      });
    await expect.poll(stripUnderHeader).toBe(0);
    await page.evaluate(() => {
      const strip = document.querySelector<HTMLElement>('[role="tablist"]');
      if (strip?.parentElement) strip.parentElement.style.minHeight = '';
      document.body.style.minHeight = '';
      window.scrollTo(0, 0);
    });
  });
});
