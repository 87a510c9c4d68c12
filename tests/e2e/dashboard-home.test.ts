import type { Browser, Page } from 'playwright-core';
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
import { accessibilityGaps } from './support/unnamed-controls';

const HOME = '/home';
const OWN_PASSWORD = 'Own#Sites2024';
const PHOTO = '/upload/image/0123456789abcdef0123456789abcdef.jpg';
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const MINUTE_MS = 60_000;
/** The minute the suite began in. */
const START = Math.floor(Date.now() / MINUTE_MS);
/** The start of the minute `minutes` before the suite's. */
const minuteAgo = (minutes: number) => new Date((START - minutes) * MINUTE_MS).toISOString();
type Status = ResourceRecords['face']['status'];

/** Each figure checked: its test id, what it counts, and the list it opens. */
const FIGURES = [
  ['figure-sites-total', 'sites'],
  ['figure-sites-bound', 'sites'],
  ['figure-gateways-online', 'sites'],
  ['figure-gateways-offline', 'sites'],
  ['figure-gateways-channel', 'sites'],
  ['figure-waiting-total', 'faces'],
  ['figure-registrations-succeeded', 'faces'],
  ['figure-registrations-failed', 'faces'],
] as const;

/** Home's tiles in Chromium: figures that match the lists they open, for a super admin and an own-sites admin, in both languages. */
describe.runIf(chromiumAvailable())('Home in Chromium', () => {
  let session: ConsoleBrowser;
  let ownPage: Page;

  /** A site of the holder of `token`, with its faces and, when given, its gateway. */
  const site = async (token: string, name: string, faces: [Status, string?][], online?: boolean) => {
    const { app } = session.server;
    const { id } = await apiCall<{ id: number }>(app, token, 'POST', '/api/sites', { name });
    const { tables } = app.backend;
    if (online !== undefined)
      await tables.of('site').update(id, {
        bound: true,
        mac: `02:00:00:00:00:${String(id).padStart(2, '0')}`,
        alias: name,
        gatewayOnline: online,
        lastHeartbeatAt: online ? hoursAgo(0.01) : hoursAgo(3),
      });
    for (const [index, [status, registerDate]] of faces.entries()) {
      const resident = await tables.of('resident').insert({ firstName: 'R', lastName: `${name} ${index}`, siteId: id });
      await tables
        .of('face')
        .insert({ faceUrl: PHOTO, residentId: Number(resident.id), siteId: id, status, registerDate });
    }
  };

  /**
   * Clicks a figure's link until the page is at `address`: Home draws its figures again as they
   * are refreshed, and a click that lands on a tile being redrawn on a busy machine is lost.
   */
  const follow = async (page: Page, testId: string, address: RegExp) => {
    for (let tries = 1; ; tries++) {
      await page.getByTestId(testId).click();
      const arrived = await page
        .waitForURL(address, { timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
      if (arrived) return;
      if (tries === 3) throw new Error(`${testId} did not lead to ${address} in three clicks`);
    }
  };

  const figureOf = async (page: Page, testId: string) =>
    Number(await page.getByTestId(testId).locator('[data-figure]').getAttribute('data-figure'));

  /** Opens Home, reads each figure, follows its link and counts the rows of the list it opens. */
  const expectFiguresMatchLists = async (page: Page, lang: 'en' | 'zh', expected: Record<string, number>) => {
    await page.goto(`${session.server.url}${HOME}?lang=${lang}`);
    for (const [testId, resource] of FIGURES) {
      await page.getByTestId(testId).waitFor();
      expect({ testId, figure: await figureOf(page, testId) }).toEqual({ testId, figure: expected[testId] });
      await follow(page, testId, new RegExp(`tab=${resource}`));
      const rows = page.locator('tbody tr');
      await expect.poll(() => rows.count(), { timeout: 8000 }).toBe(expected[testId]);
      await page.goBack();
    }
  };

  beforeAll(async () => {
    session = await openConsoleBrowser({ timeoutMs: 10_000 });
    const { app } = session.server;
    await createLimitedAccount(app, 'own-sites', OWN_PASSWORD, ['sp-site', 'site-tabs']);
    const admin = await apiToken(app, 'admin', ADMIN_PASSWORD);
    const own = await apiToken(app, 'own-sites', OWN_PASSWORD);
    await site(
      admin,
      'Harbour One',
      [
        ['register_success', hoursAgo(1)],
        ['register_success', hoursAgo(2)],
        ['register_failed', hoursAgo(3)],
        ['manual_detecting'],
      ],
      true,
    );
    await site(admin, 'Harbour Two', [['registering']], false);
    await site(admin, 'Harbour Three', []);
    await site(own, 'Own Court', [['manual_detecting'], ['manual_detecting'], ['register_success', hoursAgo(2)]], true);
    await site(own, 'Own Yard', [['register_failed', hoursAgo(24 * 5)]]);
    // Harbour One's gateway holds the push channel; it and Own Court made device calls in the last hour.
    const { tables } = app.backend;
    const harbour = Number((await tables.of('site').findOneWhere({ name: 'Harbour One' }))?.id);
    const court = Number((await tables.of('site').findOneWhere({ name: 'Own Court' }))?.id);
    await tables.of('site').update(harbour, { gatewayChannel: true });
    await tables.of('device-traffic').insertMany([
      { siteId: harbour, minute: minuteAgo(6), calls: 120, errors: 3, bytes: 12_000 },
      { siteId: court, minute: minuteAgo(6), calls: 30, errors: 0, bytes: 3000 },
      { siteId: court, minute: minuteAgo(4), calls: 25, errors: 1, bytes: 2500 },
    ]);
    const job = await app.backend.tables.of('scheduled-job').findOneWhere({ code: 'home-figures' });
    await apiCall(app, admin, 'POST', `/api/scheduled-jobs/${job?.id}/run`);
    await signInAt(session.page, session.server.url, HOME, 'admin', ADMIN_PASSWORD);
    const ownContext = await (session.browser as Browser).newContext({ viewport: DESKTOP });
    ownPage = await ownContext.newPage();
    ownPage.setDefaultTimeout(10_000);
    await signInAt(ownPage, session.server.url, HOME, 'own-sites', OWN_PASSWORD);
  });
  afterAll(async () => {
    await session?.stop();
  });

  it('shows a super admin every site in both languages, each figure matching the list it opens', async () => {
    for (const lang of ['en', 'zh'] as const)
      await expectFiguresMatchLists(session.page, lang, {
        'figure-sites-total': 5,
        'figure-sites-bound': 3,
        'figure-gateways-online': 2,
        'figure-gateways-offline': 1,
        'figure-gateways-channel': 1,
        'figure-waiting-total': 3,
        'figure-registrations-succeeded': 3,
        'figure-registrations-failed': 1,
      });
  }, 120_000);

  it('shows an admin without all-sites only its own sites, matching its lists, in both languages', async () => {
    for (const lang of ['en', 'zh'] as const)
      await expectFiguresMatchLists(ownPage, lang, {
        'figure-sites-total': 2,
        'figure-sites-bound': 1,
        'figure-gateways-online': 1,
        'figure-gateways-offline': 0,
        'figure-gateways-channel': 0,
        'figure-waiting-total': 2,
        'figure-registrations-succeeded': 1,
        'figure-registrations-failed': 0,
      });
    // The tiles of screens it may not open are not there.
    await ownPage.goto(`${session.server.url}${HOME}?lang=en`);
    await ownPage.getByTestId('tile-sites').waitFor();
    expect(await ownPage.getByTestId('tile-jobs').count()).toBe(0);
    expect(await ownPage.getByTestId('tile-api-errors').count()).toBe(0);
  }, 120_000);

  it("shows the device calls of the account's sites over the last hour, with the newest minute, in both languages", async () => {
    for (const [page, lang, expected] of [
      [session.page, 'en', { latest: 25, calls: 175, errors: 4, rows: 2 }],
      [ownPage, 'zh', { latest: 25, calls: 55, errors: 1, rows: 2 }],
    ] as const) {
      await page.goto(`${session.server.url}${HOME}?lang=${lang}`);
      const tile = page.getByRole('region', {
        name: lang === 'en' ? 'Device calls, last hour' : '设备调用（最近一小时）',
        exact: true,
      });
      await tile.getByTestId('chart-device-calls').locator('svg path').first().waitFor();
      expect(await figureOf(page, 'figure-device-latest')).toBe(expected.latest);
      expect(await figureOf(page, 'figure-device-calls')).toBe(expected.calls);
      expect(await figureOf(page, 'figure-device-errors')).toBe(expected.errors);
      expect(await tile.getByTestId('chart-device-calls').locator('table tbody tr').count()).toBe(expected.rows);
      const latestTime = new Date(Date.parse(minuteAgo(4)) + 8 * 3_600_000).toISOString().slice(11, 16);
      expect(await page.getByTestId('figure-device-latest').textContent()).toContain(latestTime);
      await tile.screenshot({ path: `${SCREENSHOTS}/home-device-calls-${lang}.png` });
    }
  });

  it('names its tiles and charts in each language, with one heading of the first level', async () => {
    const page = session.page;
    for (const [lang, sites, faces, jobs] of [
      ['en', 'Sites', 'Faces by status', 'Scheduled jobs that failed'],
      ['zh', '站点', '各状态人脸', '失败的定时任务'],
    ] as const) {
      await page.goto(`${session.server.url}${HOME}?lang=${lang}`);
      await page.getByTestId('chart-faces').waitFor();
      await expect.poll(() => page.getByRole('region', { name: sites, exact: true }).count()).toBe(1);
      expect(await page.getByRole('region', { name: faces, exact: true }).count()).toBe(1);
      expect(await page.getByRole('region', { name: jobs, exact: true }).count()).toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      // Each chart's data is also a table, for screen readers.
      expect(await page.getByTestId('chart-faces').locator('table tbody tr').count()).toBe(4);
      expect(await accessibilityGaps(page)).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOTS}/home-${lang}.png`, fullPage: true });
    }
  });

  it("fits a phone's width and asks for its figures again without reloading the page", async () => {
    const page = session.page;
    await page.setViewportSize(MOBILE);
    try {
      await page.goto(`${session.server.url}${HOME}?lang=zh`);
      await page.getByTestId('chart-registrations').waitFor();
      await expectFitsWidth(page, MOBILE.width);
      expect(await accessibilityGaps(page)).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOTS}/home-phone-zh.png`, fullPage: true });
      // A new site, a refresh, and the tile shows it at its next ask (the page asks again when it comes back into view).
      const token = await apiToken(session.server.app, 'admin', ADMIN_PASSWORD);
      await apiCall(session.server.app, token, 'POST', '/api/sites', { name: 'Harbour Four' });
      const job = await session.server.app.backend.tables.of('scheduled-job').findOneWhere({ code: 'home-figures' });
      await apiCall(session.server.app, token, 'POST', `/api/scheduled-jobs/${job?.id}/run`);
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect.poll(() => figureOf(page, 'figure-sites-total')).toBe(6);
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  });
  it('shows the last import with its failed rows, opening the run and the history, in both languages', async () => {
    const { tables } = session.server.app.backend;
    const harbour = await tables.of('site').findOneWhere({ name: 'Harbour One' });
    const admin = await tables.of('admin').findOneWhere({ accountName: 'admin' });
    const run = await tables.of('site-import-run').insert({
      siteId: Number(harbour?.id),
      adminId: Number(admin?.id),
      startedAt: hoursAgo(1),
      finishedAt: hoursAgo(0.9),
      status: 'partly_failed',
      rowsTotal: 3,
      residentsCreated: 2,
      facesCreated: 1,
      rowsFailed: 1,
      failedRows: {
        total: 1,
        items: [
          {
            row: 4,
            personId: 'P3',
            column: 'phone',
            columnLabel: { en: 'Phone', zh: '电话' },
            code: 6004,
            reason: { en: 'Not a phone number', zh: '不是电话号码' },
          },
        ],
      },
    });
    const page = session.page;
    for (const [lang, title, reason] of [
      ['en', 'Last import', 'Not a phone number'],
      ['zh', '最近一次导入', '不是电话号码'],
    ] as const) {
      await page.goto(`${session.server.url}${HOME}?lang=${lang}`);
      const tile = page.getByRole('region', { name: title, exact: true });
      await tile.waitFor();
      expect(await page.getByTestId('last-import-line').textContent()).toContain('Harbour One');
      expect(await figureOf(page, 'figure-import-rows')).toBe(3);
      expect(await figureOf(page, 'figure-import-created')).toBe(2);
      await tile.screenshot({ path: `${SCREENSHOTS}/home-last-import-${lang}.png` });
      await follow(page, 'figure-import-failed', new RegExp(`/site-import-runs/${run.id}/show`));
      const failures = page.getByTestId('import-run-failures').locator('tbody tr');
      await expect.poll(() => failures.count()).toBe(1);
      expect(await failures.first().textContent()).toContain(reason);
      await page.goBack();
      await tile.getByRole('link', { name: lang === 'en' ? 'Import history' : '导入记录' }).click();
      await page.waitForURL(/tab=site-import-runs/);
      await expect.poll(() => page.locator('tbody tr').count(), { timeout: 8000 }).toBe(1);
    }
    // An admin without the import's code has no such tile.
    await ownPage.goto(`${session.server.url}${HOME}?lang=en`);
    await ownPage.getByTestId('tile-sites').waitFor();
    expect(await ownPage.getByTestId('tile-last-import').count()).toBe(0);
  }, 120_000);
});
