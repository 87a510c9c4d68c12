import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { singleFacePhoto } from '../support/face-photos';
import { chromiumAvailable } from './support/chromium';
import { type ConsoleBrowser, openConsoleBrowser, SCREENSHOTS } from './support/console-browser';
import { ADMIN_PASSWORD } from './support/console-server';
import { apiCall, apiToken, browserToken, signInAt } from './support/console-session';
import { createFaceInForm } from './support/face-form';
import { type RunningSimulator, startGatewaySimulator } from './support/gateway-simulator';

type Row = { id: number };

const MAC = 'A0:B1:C2:D3:E4:01';
/** The gateway's door panels take this long to register a face: long enough to see it registering. */
const PANEL_DELAY_MS = 1500;
const WALK = { timeout: 60_000 };

/**
 * A face's whole life in Chromium: the site bound in the console, the real gateway
 * simulator process started with the credential the console showed, a real face photo
 * uploaded through the form, and the face watched until the gateway has registered it,
 * when its page says the photo is gone from the cloud.
 */
describe.runIf(chromiumAvailable())('a face’s lifecycle with the gateway simulator in Chromium', () => {
  let session: ConsoleBrowser;
  let page: Page;
  let siteId: number;
  let faceId: number;
  let simulator: RunningSimulator | undefined;
  const sites = () => session.server.app.backend.tables.of('site');
  const faces = () => session.server.app.backend.tables.of('face');
  const siteRow = () => page.getByRole('row', { name: /Lifecycle Court/ });

  beforeAll(async () => {
    session = await openConsoleBrowser({ timeoutMs: 20_000 });
    page = session.page;
    const { app } = session.server;
    const token = await apiToken(app, 'admin', ADMIN_PASSWORD);
    siteId = (await apiCall<Row>(app, token, 'POST', '/api/sites', { name: 'Lifecycle Court' })).id;
    await signInAt(page, session.server.url, '/sp-site/site-tabs?lang=en', 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await simulator?.stop();
    await session?.stop();
  });

  it('binds the site in the console and brings its gateway online with the credential shown', WALK, async () => {
    await siteRow().getByRole('button', { name: 'Bind' }).click();
    const dialog = page.getByRole('dialog', { name: /Bind Lifecycle Court/ });
    await dialog.getByLabel('MAC address').fill(MAC);
    await dialog.getByLabel('Alias').fill('Lobby');
    await dialog.getByRole('button', { name: 'Bind' }).click();
    const shown = page.getByRole('dialog', { name: /Credential of the gateway of Lifecycle Court/ });
    const credential = await shown.locator('input[data-credential]').inputValue();
    await shown.getByRole('button', { name: 'Done' }).click();

    simulator = startGatewaySimulator({
      url: session.server.url,
      mac: MAC,
      credential,
      delayMs: PANEL_DELAY_MS,
      seed: 1,
    });
    await expect.poll(async () => (await sites().findById(siteId))?.gatewayOnline, { timeout: 30_000 }).toBe(true);
    await page.reload();
    await expect.poll(() => siteRow().getByText('Online', { exact: true }).count()).toBe(1);
    expect((await sites().findById(siteId))?.gatewayStartedAt).toEqual(expect.any(String));
  });

  it('adds the resident in the console: every field, Ipercom 1 and 2, the site chosen by name', async () => {
    await page.goto(`${session.server.url}/residents/create`);
    for (const [label, value] of [
      ['First name', 'Ada'],
      ['Last name', 'Lee'],
      ['Person id', 'P-1'],
      ['Phone', '13800000000'],
      ['Ipercom 1', '1201'],
      ['Ipercom 2', '8812'],
      ['Topology', 'Block A / floor 12'],
    ]) {
      await page.getByLabel(label).fill(value);
    }
    await page.getByRole('combobox', { name: 'Site' }).fill('Lifecycle');
    await page.getByRole('option', { name: 'Lifecycle Court' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/residents\/\d+\/show$/);
    const [resident] = await session.server.app.backend.tables.of('resident').findWhere({ personId: 'P-1' });
    expect(resident).toMatchObject({ siteId, doorCode: '1201', sharingCode: '8812', topology: 'Block A / floor 12' });
    await expect.poll(() => page.getByRole('link', { name: 'Lifecycle Court' }).count()).toBe(1);
  });

  it('registers a face uploaded for a resident, after which its photo is gone from the cloud', WALK, async () => {
    faceId = await createFaceInForm(page, session.server.url, 'Ada Lee', await singleFacePhoto());
    // The face's status as the server decided it on saving: a started gateway, so registering.
    await expect.poll(() => page.getByText('Face saved: Registering').count()).toBeGreaterThan(0);
    await expect
      .poll(async () => (await faces().findById(faceId))?.status, { timeout: 30_000 })
      .toBe('register_success');
    await page.reload();
    await expect.poll(() => page.getByText('Registered', { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByText('Photo removed after registration').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Preview photo' }).count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/face-registered-en.png` });
    const token = await browserToken(page);
    const photo = await fetch(`${session.server.url}/api/faces/${faceId}/photo`, { headers: { token: String(token) } });
    expect(photo.status).toBe(404);
  });

  it('counts the registered face in the site’s summary', async () => {
    await page.goto(`${session.server.url}/sites/${siteId}/show`);
    const summary = page.getByRole('region', { name: 'Residents and faces' });
    await expect.poll(() => summary.getByRole('button', { name: 'Registered: 1' }).count()).toBe(1);
    expect(await summary.getByRole('button', { name: '1 resident' }).count()).toBe(1);
  });
});
