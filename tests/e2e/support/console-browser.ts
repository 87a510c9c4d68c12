import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
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
export async function openConsoleBrowser(options: { timeoutMs?: number } = {}): Promise<ConsoleBrowser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const server = await startConsoleServer();
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
