import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import { DESKTOP, SCREENSHOTS } from './console-browser';
import { ADMIN_PASSWORD } from './console-server';
import { apiCall, apiToken } from './console-session';
import { type SuiteServer, useConsoleSuite } from './console-suite';

/** Where the files the console exports are saved, beside the screenshots. */
export const DOWNLOADS = join(SCREENSHOTS, 'downloads');

export interface Site {
  id: number;
  version: number;
  name: string;
}

export const shoot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `feedback-${name}.png`) });
export const popup = (page: Page, text: string | RegExp) =>
  page.locator('.MuiSnackbarContent-message', { hasText: text });
export const alertDialog = (page: Page) => page.getByRole('alertdialog');

export interface FeedbackConsole {
  server: SuiteServer;
  /** North Tower, South Gate and East Court, as the server created them before the tests. */
  sites: Site[];
  /** A desktop page in a context of its own that accepts downloads, in the browser's time zone or `timezoneId`. */
  newPage(options?: { timezoneId?: string }): Promise<Page>;
}

/**
 * The server, with three sites, and Chromium of a suite about what the console
 * tells the admin, started and stopped around the calling describe block.
 */
export function useFeedbackConsole(): FeedbackConsole {
  const suite = useConsoleSuite();
  const sites: Site[] = [];

  beforeAll(async () => {
    mkdirSync(DOWNLOADS, { recursive: true });
    const token = await apiToken(suite.server.app, 'admin', ADMIN_PASSWORD);
    for (const [name, address] of [
      ['North Tower', '1 Intercom Road'],
      ['South Gate', '2 Intercom Road'],
      ['East Court', '3 Intercom Road'],
    ]) {
      sites.push(await apiCall<Site>(suite.server.app, token, 'POST', '/api/sites', { name, address }));
    }
  });

  return {
    server: suite.server,
    sites,
    async newPage(options = {}) {
      const context = await suite.newContext({ viewport: DESKTOP, acceptDownloads: true, ...options });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      return page;
    },
  };
}
