import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashGatewayCredential } from '../../server/features/sites/gateway-credential';
import { chromiumAvailable } from './support/chromium';
import { type ConsoleBrowser, openConsoleBrowser, SCREENSHOTS } from './support/console-browser';
import { ADMIN_PASSWORD } from './support/console-server';
import { apiCall, apiToken, signInAt } from './support/console-session';

type Site = { id: number; name: string };

/** The site list's own actions: binding (the credential shown once), unbind, unbind all, manual detection. */
describe.runIf(chromiumAvailable())('site binding in Chromium', () => {
  let session: ConsoleBrowser;
  let page: Page;
  let token: string;
  const sites: Record<string, Site> = {};
  const row = (name: string) => page.getByRole('row', { name: new RegExp(name) });
  const stored = (name: string) => session.server.app.backend.tables.of('site').findById(sites[name].id);

  beforeAll(async () => {
    session = await openConsoleBrowser({ timeoutMs: 10_000 });
    page = session.page;
    token = await apiToken(session.server.app, 'admin', ADMIN_PASSWORD);
    for (const name of ['Gate One', 'Gate Two', 'Gate Three']) {
      sites[name] = await apiCall<Site>(session.server.app, token, 'POST', '/api/sites', { name });
    }
    await signInAt(page, session.server.url, '/sp-site/site-tabs', 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await session?.stop();
  });

  it('binds a site with its gateway’s MAC address and alias, showing the credential once', async () => {
    await row('Gate One').getByRole('button', { name: 'Bind' }).click();
    const dialog = page.getByRole('dialog', { name: /Bind Gate One/ });
    await dialog.getByLabel('MAC address').fill('nope');
    await dialog.getByLabel('Alias').fill('Lobby');
    await dialog.getByRole('button', { name: 'Bind' }).click();
    await expect.poll(() => dialog.getByText(/^A MAC address is six pairs of hexadecimal digits/).count()).toBe(1);
    await expect.poll(() => dialog.getByLabel('MAC address').getAttribute('aria-invalid')).toBe('true');

    await dialog.getByLabel('MAC address').fill('a0-b1-c2-d3-e4-f5');
    await dialog.getByRole('button', { name: 'Bind' }).click();
    const shown = page.getByRole('dialog', { name: /Credential of the gateway of Gate One/ });
    const credential = await shown.locator('input[data-credential]').inputValue();
    expect(credential).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await stored('Gate One'))?.credentialHash).toBe(hashGatewayCredential(credential));
    const opacity = () => shown.evaluate((box) => getComputedStyle(box.closest('.MuiDialog-container') ?? box).opacity);
    await expect.poll(opacity).toBe('1');
    await page.screenshot({ path: join(SCREENSHOTS, 'site-binding-credential-en.png') });
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => row('Gate One').getByText('A0:B1:C2:D3:E4:F5').count()).toBe(1);
    await page.screenshot({ path: join(SCREENSHOTS, 'site-binding-list-en.png') });
  });

  it('unbinds a site after a confirmation naming its gateway', async () => {
    await row('Gate One').getByRole('button', { name: 'Unbind' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect.poll(() => confirm.textContent()).toContain('A0:B1:C2:D3:E4:F5');
    await confirm.getByRole('button', { name: 'Unbind' }).click();
    await expect.poll(async () => (await stored('Gate One'))?.bound).toBe(false);
    await expect.poll(() => row('Gate One').getByRole('button', { name: 'Bind' }).count()).toBe(1);
  });

  it('unbinds all the admin’s sites after a confirmation naming how many', async () => {
    await apiCall(session.server.app, token, 'POST', `/api/sites/${sites['Gate Two'].id}/bind`, {
      mac: '00:00:00:00:00:02',
      alias: 'B',
    });
    await apiCall(session.server.app, token, 'POST', `/api/sites/${sites['Gate Three'].id}/bind`, {
      mac: '00:00:00:00:00:03',
      alias: 'C',
    });
    await page.reload();
    await page.getByRole('button', { name: 'Unbind all' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect.poll(() => confirm.textContent()).toContain('Unbind all 2 bound sites of yours?');
    await confirm.getByRole('button', { name: 'Unbind all' }).click();
    await expect.poll(() => page.getByText('2 sites unbound').count()).toBeGreaterThan(0);
    expect((await stored('Gate Two'))?.bound).toBe(false);
    expect((await stored('Gate Three'))?.bound).toBe(false);
  });

  it('turns manual detection on after a confirmation, recording when it opened', async () => {
    const toggle = row('Gate Three').getByRole('switch', { name: 'Manual detection' });
    await toggle.click();
    const confirm = page.getByRole('alertdialog', { name: 'Manual detection at Gate Three' });
    await expect.poll(() => confirm.textContent()).toContain('Turn manual detection on at Gate Three?');
    await confirm.getByRole('button', { name: 'Turn on' }).click();
    await expect.poll(async () => (await stored('Gate Three'))?.manualDetection).toBe(true);
    expect((await stored('Gate Three'))?.manualDetectionOpenedAt).toEqual(expect.any(String));
    await expect.poll(() => row('Gate Three').getByRole('switch', { name: 'Manual detection' }).isChecked()).toBe(true);
  });

  it('speaks Chinese in the bind dialog', async () => {
    await page.goto(`${session.server.url}/sp-site/site-tabs?lang=zh`);
    await row('Gate Two').getByRole('button', { name: '绑定' }).click();
    const dialog = page.getByRole('dialog', { name: /将 Gate Two 绑定到网关/ });
    await expect.poll(() => dialog.getByLabel('MAC 地址').count()).toBe(1);
    await dialog.getByRole('button', { name: '取消' }).click();
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  });
});
