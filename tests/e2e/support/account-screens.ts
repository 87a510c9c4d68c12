import { join } from 'node:path';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { messageOf } from '../../../contract/errors';
import { SCREENSHOTS } from './console-browser';
import { type SuiteServer, useConsoleSuite } from './console-suite';

/** The account the account-screen suites register or are given, and its first password. */
export const ACCOUNT = 'nora';
export const FIRST_PASSWORD = 'Door#Bell7';

/** The English text of a business code, as the screens show it. */
export const text = (code: number) => messageOf(code, 'en');

export const shoot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });

/** Signs in on the sign-in page the browser is on, ticking "remember me" when asked. */
export async function signIn(page: Page, accountName: string, secret: string, remember: boolean): Promise<void> {
  await page.waitForURL(/\/login(\?|$)/);
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  await page.locator('input[name=accountName]').fill(accountName);
  await page.locator('input[name=password]').fill(secret);
  if (remember) await page.getByLabel('Remember me').check();
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

export interface AccountScreens {
  server: SuiteServer;
  /** A desktop browser context, optionally with the storage of an earlier one (a restarted browser). */
  newContext(storageState?: BrowserContextOptions['storageState']): Promise<BrowserContext>;
  /** Whether a sign-in through the API goes through, and its code when not. */
  apiSignInCode(accountName: string, secret: string): Promise<number>;
}

/** The server and Chromium of an account-screen suite, started and stopped around the calling describe block. */
export function useAccountScreens(): AccountScreens {
  const suite = useConsoleSuite();
  return {
    server: suite.server,
    async newContext(storageState) {
      const context = await suite.newContext({ viewport: { width: 1366, height: 900 }, storageState });
      // Shorter than a test, so that a step that never happens is named in the failure.
      context.setDefaultTimeout(30_000);
      return context;
    },
    async apiSignInCode(accountName, secret) {
      const response = await suite.server.app.inject({
        method: 'POST',
        url: '/account/web/login',
        payload: { accountName, password: secret },
      });
      return response.json().code as number;
    },
  };
}
