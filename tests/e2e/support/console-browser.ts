import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { launchChromium } from './chromium';
import { type ConsoleServer, startConsoleServer } from './console-server';

export const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');
export const DESKTOP = { width: 1366, height: 800 };
export const MOBILE = { width: 390, height: 844 };

export interface ConsoleBrowser {
  server: ConsoleServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  stop(): Promise<void>;
}

/** The real server on an empty database and one Chromium page beside it, screenshots folder ready. */
export async function openConsoleBrowser(
  options: { timeoutMs?: number; env?: Record<string, string> } = {},
): Promise<ConsoleBrowser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const server = await startConsoleServer(options.env);
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  if (options.timeoutMs) page.setDefaultTimeout(options.timeoutMs);
  return {
    server,
    browser,
    context,
    page,
    stop: async () => {
      await browser.close();
      await server.stop();
    },
  };
}

/** Waits until the page lays itself out within `width` (a resize settles over a few frames). */
export async function expectFitsWidth(page: Page, width: number): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}
