import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceRecords } from '../../contract/generated/types';
import { chromiumAvailable } from './support/chromium';
import {
  type ConsoleBrowser,
  DESKTOP,
  expectFitsWidth,
  MOBILE,
  openConsoleBrowser,
  SCREENSHOTS,
} from './support/console-browser';
import { ADMIN_PASSWORD } from './support/console-server';
import { apiCall, apiToken, signInAt } from './support/console-session';
import { createLimitedAccount } from './support/limited-account';

type Row = { id: number };
type FaceValues = Partial<ResourceRecords['face']> & { residentId: number; siteId: number };

const FACES = '/sp-site/site-tabs?tab=faces';

/**
 * The face list in Chromium: statuses as translated chips, failure reasons in words,
 * residents and sites by name, no preview once registered, and the filters by status,
 * site name and registration time. Faces are written to the table in the states under
 * test: the lifecycle that leads there has its own suites.
 */
describe.runIf(chromiumAvailable())('the face list in Chromium', () => {
  let session: ConsoleBrowser;
  let page: Page;
  let northId: number;
  const rows = () => page.locator('tbody tr');
  const rowOf = (text: string) => page.locator('tbody tr', { hasText: text });
  /** The list keeps its filters in react-admin's store; a test leaves none behind. */
  const clearFilters = async () => {
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.endsWith('.faces.listParams')) localStorage.removeItem(key);
    });
    await page.reload();
    await expect.poll(() => rows().count()).toBe(5);
  };

  beforeAll(async () => {
    session = await openConsoleBrowser({ timeoutMs: 10_000 });
    page = session.page;
    const { app } = session.server;
    const token = await apiToken(app, 'admin', ADMIN_PASSWORD);
    const site = (name: string) => apiCall<Row>(app, token, 'POST', '/api/sites', { name });
    const [north, south] = [await site('North Gate'), await site('South Gate')];
    northId = north.id;
    const resident = (firstName: string, lastName: string, siteId: number) =>
      apiCall<Row>(app, token, 'POST', '/api/residents', { firstName, lastName, siteId });
    const [ada, bo, cy] = [
      await resident('Ada', 'Lee', north.id),
      await resident('Bo', 'Chen', north.id),
      await resident('Cy', 'Wu', south.id),
    ];
    const face = (values: FaceValues) =>
      app.backend.tables
        .of('face')
        .insert({ faceUrl: '/upload/image/0123456789abcdef0123456789abcdef.png', ...values });
    await face({
      residentId: ada.id,
      siteId: north.id,
      status: 'register_failed',
      failureReason: 'sharpness: 2.2 < 10',
      registerDate: '2024-03-01T02:00:00.000Z',
    });
    await face({
      residentId: bo.id,
      siteId: north.id,
      status: 'register_success',
      registerDate: '2024-03-05T02:00:00.000Z',
    });
    await face({
      residentId: ada.id,
      siteId: north.id,
      status: 'manual_failed',
      failureReason: 'Wearing sunglasses',
      registerDate: '2024-03-10T02:00:00.000Z',
    });
    await face({
      residentId: cy.id,
      siteId: south.id,
      status: 'registering',
      registerDate: '2024-04-01T02:00:00.000Z',
    });
    await face({
      residentId: cy.id,
      siteId: south.id,
      status: 'register_failed',
      failureReason: 'laser-eyes: 3',
      registerDate: '2024-04-02T02:00:00.000Z',
    });
    await signInAt(page, session.server.url, `${FACES}&lang=en`, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await session?.stop();
  });

  it('shows statuses as chips, reasons in words, and residents and sites by name', async () => {
    await expect.poll(() => rows().count()).toBe(5);
    const blurred = rowOf('Photo blurred: 2.2 < 10');
    await expect.poll(() => blurred.getByText('Registration failed', { exact: true }).count()).toBe(1);
    await expect.poll(() => blurred.getByRole('link', { name: 'Ada Lee' }).count()).toBe(1);
    // Names arrive with each row's references, which may render one after another.
    await expect.poll(() => blurred.getByRole('link', { name: 'North Gate' }).count()).toBe(1);
    await expect.poll(() => rowOf('Wearing sunglasses').getByText('Manual detection failed').count()).toBe(1);
    await expect.poll(() => rowOf('laser-eyes: 3').getByRole('link', { name: 'Cy Wu' }).count()).toBe(1);
    const background = (status: string) =>
      page
        .locator(`[data-status=${status}]`)
        .first()
        .evaluate((chip) => getComputedStyle(chip).backgroundColor);
    expect(await background('register_failed')).not.toBe(await background('registering'));
    expect(await background('register_failed')).not.toBe(await background('register_success'));
    await page.screenshot({ path: `${SCREENSHOTS}/face-list-en.png` });
  });

  it('offers no preview of a registered face, saying its photo was removed', async () => {
    const registered = rowOf('Bo Chen');
    await expect.poll(() => registered.getByText('Photo removed after registration').count()).toBe(1);
    await expect.poll(() => rowOf('Photo blurred').getByRole('button', { name: 'Preview photo' }).count()).toBe(1);
    expect(await registered.getByRole('button', { name: 'Preview photo' }).count()).toBe(0);
    expect(await rowOf('Photo blurred').getByRole('button', { name: 'Retry' }).count()).toBe(1);
    expect(await registered.getByRole('button', { name: 'Retry' }).count()).toBe(0);
  });

  it('opens the preview from the keyboard, and closes it with Escape but not with a click beside it', async () => {
    const preview = rowOf('Photo blurred').getByRole('button', { name: 'Preview photo' });
    await preview.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Face photo #\d+$/ });
    await expect.poll(() => dialog.count()).toBe(1);
    // The stored photo of this face is not a file of the store: the preview says so.
    await expect.poll(() => dialog.getByText('Photo missing or cannot be shown').count()).toBe(1);
    await page.mouse.click(5, 5);
    expect(await dialog.count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('filters by registration time in Beijing time, by status and by site name', async () => {
    await page.getByLabel('Registration time from').fill('2024-03-05T10:00');
    await page.getByLabel('Registration time to').fill('2024-03-31T23:59');
    await expect.poll(() => rows().count()).toBe(2);
    expect(await rowOf('Bo Chen').count()).toBe(1);
    expect(await rowOf('Wearing sunglasses').count()).toBe(1);
    await page.getByLabel('Registration time from').fill('2024-03-05T10:01');
    await expect.poll(() => rows().count()).toBe(1);
    await clearFilters();

    await page.getByLabel('Status', { exact: true }).click();
    await page.getByRole('option', { name: 'Registration failed' }).click();
    await expect.poll(() => rows().count()).toBe(2);
    await page.getByLabel('Site', { exact: true }).fill('South');
    await page.getByRole('option', { name: 'South Gate' }).click();
    await expect.poll(() => rows().count()).toBe(1);
    await expect.poll(() => rows().first().textContent()).toContain('laser-eyes: 3');
    await clearFilters();
  });

  it('summarises a site’s residents and faces by status on its page, each a link to the filtered list', async () => {
    await page.goto(`${session.server.url}/sites/${northId}/show`);
    const summary = page.getByRole('region', { name: 'Residents and faces' });
    await expect.poll(() => summary.getByRole('button', { name: '2 residents' }).count()).toBe(1);
    expect(await summary.getByRole('button', { name: '3 faces' }).count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}/site-summary-en.png` });
    await summary.getByRole('button', { name: 'Registration failed: 1' }).click();
    await page.waitForURL(/tab=faces/);
    await expect.poll(() => rows().count()).toBe(1);
    await expect.poll(() => rows().first().textContent()).toContain('Photo blurred');
    await clearFilters();
  });

  it('shows whether each site’s gateway is online as a chip, and "Not bound" for a site without one', async () => {
    await session.server.app.backend.tables.of('site').update(northId, { gatewayOnline: true });
    await page.goto(`${session.server.url}/sp-site/site-tabs?tab=sites`);
    const siteRow = (name: string) => page.locator('tbody tr', { hasText: name });
    await expect.poll(() => siteRow('North Gate').getByText('Online', { exact: true }).count()).toBe(1);
    expect(await siteRow('South Gate').getByText('Not bound', { exact: true }).count()).toBe(1);
    expect(await siteRow('South Gate').getByText('Offline', { exact: true }).count()).toBe(0);
  });

  it('fits a phone: one line per face, no page wider than the screen, the actions on the face’s page', async () => {
    await page.setViewportSize(MOBILE);
    await page.goto(`${session.server.url}${FACES}`);
    await expect.poll(() => page.getByText('Registration failed', { exact: true }).count()).toBe(2);
    await expectFitsWidth(page, MOBILE.width);
    await page.screenshot({ path: `${SCREENSHOTS}/face-list-en-mobile.png` });
    await page.getByText('Manual detection failed').click();
    await page.waitForURL(/\/faces\/\d+\/show$/);
    await expect.poll(() => page.getByRole('button', { name: 'Retry' }).count()).toBe(1);
    await expectFitsWidth(page, MOBILE.width);
    await page.setViewportSize(DESKTOP);
  });

  it('calls nothing an account holding only the site list may not use', async () => {
    const { app } = session.server;
    await createLimitedAccount(app, 'site-keeper', 'Keeper#E2e1', ['sp-site', 'site-tabs']);
    const token = await apiToken(app, 'site-keeper', 'Keeper#E2e1');
    const own = await apiCall<Row>(app, token, 'POST', '/api/sites', { name: 'Keeper Court' });
    const resident = await apiCall<Row>(app, token, 'POST', '/api/residents', {
      firstName: 'Kim',
      lastName: 'Keeper',
      siteId: own.id,
    });
    await app.backend.tables.of('face').insert({
      faceUrl: '/upload/image/0123456789abcdef0123456789abcdef.png',
      residentId: resident.id,
      siteId: own.id,
      status: 'register_failed',
      failureReason: 'head-pose: yaw 40° > 30°',
    });
    const context = await session.browser.newContext({ viewport: DESKTOP });
    const keeper = await context.newPage();
    const refused: string[] = [];
    keeper.on('response', (response) => {
      if (response.status() === 401 || response.status() === 403) refused.push(response.url());
    });
    await signInAt(keeper, session.server.url, `${FACES}&lang=en`, 'site-keeper', 'Keeper#E2e1');
    await expect.poll(() => keeper.getByText('Head turned or tilted: yaw 40° > 30°').count()).toBe(1);
    await expect.poll(() => keeper.getByRole('link', { name: 'Kim Keeper' }).count()).toBe(1);
    expect(await keeper.locator('tbody tr').count()).toBe(1);
    await keeper.goto(`${session.server.url}/sites/${own.id}/show`);
    await expect.poll(() => keeper.getByRole('button', { name: 'Registration failed: 1' }).count()).toBe(1);
    expect(refused).toEqual([]);
    await context.close();
  });

  it('speaks Chinese: chips, reasons and the removed photo', async () => {
    await page.goto(`${session.server.url}${FACES}&lang=zh`);
    await expect.poll(() => page.getByText('照片模糊: 2.2 < 10').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('注册失败', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('注册成功后照片已删除').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SCREENSHOTS}/face-list-zh.png` });
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  });
});
