import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password-hashing';
import { chromiumAvailable } from './support/chromium';
import { ADMIN_PASSWORD } from './support/console-server';
import { apiCall, apiToken, browserToken, signInAt } from './support/console-session';
import { alertDialog, popup, shoot, useFeedbackConsole } from './support/feedback-console';

/**
 * What the console tells the admin when a call goes wrong (docs/domain.md#catalogue-of-codes), walked
 * in Chromium against the real server: a business code's text for five seconds,
 * the 403 of a call the role may not make, the sign-in prompt after the session
 * ended on the server, the alert when the server cannot be reached, and the
 * loading indicator let go after 20 seconds of one slow call.
 */

const VIEWER_PASSWORD = 'Viewer#E2e1';
const runs = chromiumAvailable();

describe.runIf(runs)('messages and errors from the server in Chromium', { timeout: 90_000 }, () => {
  const { server, sites, newPage } = useFeedbackConsole();
  let adminToken: string;

  beforeAll(async () => {
    adminToken = await apiToken(server.app, 'admin', ADMIN_PASSWORD);
  });

  it('shows a business code from the server as its text, for longer than a message, then lets it go', async () => {
    const page = await newPage();
    const site = sites[0];
    await signInAt(page, server.url, `/sites/${site.id}?lang=en`, 'admin', ADMIN_PASSWORD);
    await page.getByLabel('Site address').fill('1 Intercom Road, east wing');
    // Somebody else changes the site meanwhile: saving now must be refused with 6075.
    await apiCall(server.app, adminToken, 'PUT', `/api/sites/${site.id}`, {
      address: '1 Intercom Road, lobby',
      version: site.version,
    });
    await page.getByRole('button', { name: /save/i }).click();
    await page.mouse.move(0, 0);

    const refused = popup(page, 'The data has changed, please refresh');
    await refused.waitFor();
    const seen = Date.now();
    await shoot(page, 'error-code-en');
    // A message would be gone after 3 seconds; an error stays 5. Counted from when it was
    // seen, however long the screenshot took.
    await page.waitForTimeout(Math.max(0, 3_500 - (Date.now() - seen)));
    expect(await refused.isVisible()).toBe(true);
    await refused.waitFor({ state: 'detached', timeout: 15_000 });
  });

  it('shows the 403 text for a call the role may not make, and keeps the admin signed in', async () => {
    const role = await apiCall<{ id: number; version: number }>(server.app, adminToken, 'POST', '/api/roles', {
      name: 'Account viewers',
    });
    await apiCall(server.app, adminToken, 'PUT', `/api/roles/${role.id}/permissions`, {
      permissionCodes: ['sp-role', 'admin-list'],
      version: role.version,
    });
    const viewer = await apiCall<{ id: number }>(server.app, adminToken, 'POST', '/api/admins', {
      accountName: 'viewer',
      name: 'Vera',
      surname: 'Viewer',
      countryCode: '+86',
      phone: '13800000001',
      email: 'vera@example.com',
      roleIds: [role.id],
    });
    // The API sets no passwords (that belongs to the account flows), so it is written beside it.
    await server.app.backend.tables
      .of('admin')
      .update(viewer.id, { passwordHash: await hashPassword(VIEWER_PASSWORD) });

    const page = await newPage();
    await signInAt(page, server.url, '/sp-role/admin-list?lang=en', 'viewer', VIEWER_PASSWORD);
    await page.locator('tbody tr', { hasText: 'viewer' }).waitFor();
    // The role loses admin-list while the list is open: its next reading is refused.
    const changed = await apiCall<{ version: number }>(server.app, adminToken, 'GET', `/api/roles/${role.id}`);
    await apiCall(server.app, adminToken, 'PUT', `/api/roles/${role.id}/permissions`, {
      permissionCodes: ['sp-role'],
      version: changed.version,
    });
    await page.getByRole('button', { name: 'Refresh' }).first().click();
    await popup(page, 'You do not have access to this interface').waitFor();
    await shoot(page, 'forbidden-call-en');
    expect(new URL(page.url()).pathname).toBe('/sp-role/admin-list');
    expect(await browserToken(page)).not.toBeNull();
    expect(await alertDialog(page).count()).toBe(0);
  });

  it('offers to sign in again when the session ended on the server, and comes back to the page', async () => {
    const page = await newPage();
    const prompt = alertDialog(page);
    /** Signs in at the site list, ends the session on the server, and lets the page's next call meet it. */
    const endSessionOnServer = async () => {
      await page.getByText('South Gate').first().waitFor();
      const token = await browserToken(page);
      expect(token).not.toBeNull();
      await apiCall(server.app, token ?? '', 'GET', '/account/web/logout');
      await page.getByRole('button', { name: 'Refresh' }).click();
      await prompt.waitFor();
    };
    await signInAt(page, server.url, '/sp-site/site-tabs?lang=en', 'admin', ADMIN_PASSWORD);

    await endSessionOnServer();
    expect(await prompt.textContent()).toContain('The user is not authorized. Please log in');
    expect(await browserToken(page)).toBeNull();
    // The page keeps what it showed, and the prompt is the only word on the 401.
    expect(await page.getByText('South Gate').count()).toBeGreaterThan(0);
    expect(await popup(page, 'The user is not authorized').count()).toBe(0);
    await page.waitForTimeout(500);
    await shoot(page, 'session-ended-en');

    await prompt.getByRole('button', { name: 'Stay on this page' }).click();
    await prompt.waitFor({ state: 'detached' });
    expect(await page.getByText('South Gate').count()).toBeGreaterThan(0);
    // Without a session, the next look at the server goes to sign in, and back here afterwards.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.waitForURL(/\/login\?redirect=%2Fsp-site%2Fsite-tabs/);
    await page.locator('input[name=accountName]').fill('admin');
    await page.locator('input[name=password]').fill(ADMIN_PASSWORD);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/sp-site\/site-tabs/);

    await endSessionOnServer();
    await prompt.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login\?redirect=%2Fsp-site%2Fsite-tabs/);
    // The prompt closes, and with the console's frame gone no other dialog stays open.
    await prompt.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.locator('input[name=accountName]').fill('admin');
    await page.locator('input[name=password]').fill(ADMIN_PASSWORD);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/sp-site\/site-tabs/);
  });

  it('goes straight to the sign-in page, which gives the 401 text, when the session ended on Home', async () => {
    const page = await newPage();
    await signInAt(page, server.url, '/home?lang=en', 'admin', ADMIN_PASSWORD);
    const token = await browserToken(page);
    await apiCall(server.app, token ?? '', 'GET', '/account/web/logout');

    await page.reload();
    await page.waitForURL((url) => url.pathname === '/login');
    const notice = page.getByRole('alert').filter({ hasText: 'The user is not authorized. Please log in' });
    // On failure, where the page ended and what it said, so that a rare miss can be told apart.
    await notice.waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
      const said = (
        (await page
          .locator('body')
          .textContent()
          .catch(() => '')) ?? ''
      ).slice(0, 400);
      throw new Error(`no 401 notice at ${page.url()}: ${said}`, { cause: error });
    });
    await shoot(page, 'session-ended-on-home-en');
    // Said once, on the page, and still there after a reload of the sign-in page.
    expect(await popup(page, 'The user is not authorized').count()).toBe(0);
    await page.reload();
    await notice.waitFor();
    expect(await alertDialog(page).count()).toBe(0);
    expect(await browserToken(page)).toBeNull();
  });

  it('alerts, in a dialog to dismiss, when the server cannot be reached', async () => {
    const page = await newPage();
    await signInAt(page, server.url, '/sp-site/site-tabs?lang=zh', 'admin', ADMIN_PASSWORD);
    await page.getByText('South Gate').first().waitFor();
    await page.route('**/api/sites?**', (route) => route.abort('internetdisconnected'));

    await page.getByRole('button', { name: '刷新' }).click();
    const alert = alertDialog(page);
    await alert.waitFor();
    expect(await alert.textContent()).toContain('网络异常：无法连接服务器');
    expect(await popup(page, '网络异常').count()).toBe(0);
    await shoot(page, 'network-failure-zh');
    await alert.getByRole('button', { name: '确定' }).click();
    await alert.waitFor({ state: 'detached' });
  });

  it('stops showing the loading indicator after 20 seconds of one slow call', async () => {
    const page = await newPage();
    // The page's clock is the test's to move: twenty seconds pass without being waited for.
    await page.clock.install();
    await signInAt(page, server.url, '/sp-site/site-tabs?lang=en', 'admin', ADMIN_PASSWORD);
    await page.getByText('South Gate').first().waitFor();
    let answer: () => void = () => {};
    await page.route('**/api/residents?**', (route) => {
      answer = () => void route.continue();
    });

    await page.getByRole('tab', { name: 'Resident' }).click();
    const spinner = page.locator('.RaLoadingIndicator-loader');
    await spinner.waitFor();
    await page.clock.fastForward(15_000);
    expect(await spinner.isVisible()).toBe(true);
    await page.clock.fastForward(6_000);
    await spinner.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: 'Refresh' }).isVisible()).toBe(true);

    answer();
    await page.unroute('**/api/residents?**');
  });
});
