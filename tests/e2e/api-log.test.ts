import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { signInAt } from './support/console-session';

const LOG = '/sp-console/apilog-list';
const MINUTE_MS = 60_000;

/** The request log filtered by time and status, a request's page, and its statistics as charts, in both languages. */
describe.runIf(chromiumAvailable())('the API request log in Chromium', () => {
  let session: ConsoleBrowser;
  let page: Page;
  const rows = () => page.locator('tbody tr');
  const rowOf = (text: string) => page.locator('tbody tr', { hasText: text });
  const openList = async (lang: 'en' | 'zh') => {
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.includes('api-logs')) localStorage.removeItem(key);
    });
    await page.goto(`${session.server.url}${LOG}?lang=${lang}`);
    await expect.poll(() => rows().count()).toBeGreaterThan(0);
  };
  /**
   * Picks an option of a select: the statistics' range, the list's Caller filter. A click that
   * lands while the menu still opens (a busy machine) is tried again until the select shows it.
   */
  const chooseRange = async (label: string, option: string) => {
    const select = page.getByRole('combobox', { name: label });
    await expect
      .poll(async () => {
        if ((await select.textContent())?.includes(option)) return true;
        await select.click();
        const picked = await page
          .getByRole('option', { name: option })
          .click({ timeout: 3000 })
          .then(() => true)
          .catch(() => false);
        if (!picked) await page.keyboard.press('Escape');
        return (await select.textContent())?.includes(option) ?? false;
      })
      .toBe(true);
  };

  beforeAll(async () => {
    session = await openConsoleBrowser({ timeoutMs: 10_000 });
    page = session.page;
    const { tables } = session.server.app.backend;
    const admin = await tables.of('admin').findOneWhere({ accountName: 'admin' });
    const recent = (minutesAgo: number) => new Date(Date.now() - minutesAgo * MINUTE_MS).toISOString();
    // Known calls: an hour on 5 January 2026 (18:00–19:00 in Beijing) and a few in the last hour.
    const known = [
      ['2026-01-05T10:00:10.000Z', 'GET', '/api/sites/1', 200, 200, 12, '{"name":"North","password":"***"}', admin?.id],
      ['2026-01-05T10:05:00.000Z', 'POST', '/api/sites', 200, 6038, 30, 'not json', admin?.id],
      ['2026-01-05T10:20:00.000Z', 'GET', '/api/residents/7', 500, 500, 80, null, null],
      ['2026-01-05T12:00:00.000Z', 'DELETE', '/api/sites/3', 404, 404, 5, null, admin?.id],
      [recent(20), 'POST', '/api/sites', 200, 6038, 40, null, admin?.id],
      [recent(10), 'GET', '/api/sites/2', 500, 500, 90, null, admin?.id],
    ] as const;
    await tables.of('api-log').insertMany(
      known.map(([createdAt, method, path, statusCode, code, durationMs, body, adminId]) => ({
        createdAt,
        method,
        path,
        statusCode,
        code,
        durationMs,
        body,
        adminId: adminId ?? null,
        ip: '10.0.0.1',
      })),
    );
    // A gateway's site: its device calls counted in the known hour, and one refused call logged a few minutes ago.
    const site = await tables.of('site').insert({ name: 'Quay Gate' });
    await tables.of('site').update(Number(site.id), {
      bound: true,
      mac: '02:00:00:00:0A:01',
      alias: 'Quay gateway',
      gatewayOnline: true,
      gatewayChannel: true,
      // Heard from just now: the sweep of silent gateways leaves it online while the suite runs.
      lastHeartbeatAt: new Date().toISOString(),
    });
    await tables.of('device-traffic').insertMany([
      { siteId: Number(site.id), minute: '2026-01-05T10:02:00.000Z', calls: 40, errors: 2, bytes: 4000 },
      { siteId: Number(site.id), minute: '2026-01-05T10:07:00.000Z', calls: 30, errors: 0, bytes: 3000 },
    ]);
    await tables.of('api-log').insertMany([
      {
        createdAt: recent(5),
        method: 'POST',
        path: '/device/v1/heartbeat',
        statusCode: 400,
        code: 400,
        durationMs: 3,
        ip: '10.0.0.9',
        origin: 'device',
        siteId: Number(site.id),
      },
    ]);
    await signInAt(page, session.server.url, LOG, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await session?.stop();
  });

  it('filters the list by a time range in Beijing time and by HTTP status, in both languages', async () => {
    for (const [lang, from, to, status] of [
      ['en', 'Created at from', 'Created at to', 'HTTP status'],
      ['zh', '创建时间起', '创建时间止', 'HTTP 状态码'],
    ] as const) {
      await openList(lang);
      await page.getByLabel(from).fill('2026-01-05T18:00');
      await page.getByLabel(to).fill('2026-01-05T18:30');
      await expect.poll(() => rows().count()).toBe(3);
      expect(await rowOf('/api/sites/3').count()).toBe(0);
      await page.getByLabel(status, { exact: true }).fill('500');
      await expect.poll(() => rows().count()).toBe(1);
      expect(await rows().first().textContent()).toContain('/api/residents/7');
    }
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  });

  it('keeps admin calls and device calls apart with the Caller filter, in both languages', async () => {
    for (const [lang, caller, device, admin] of [
      ['en', 'Caller', 'Device calls', 'Admin calls'],
      ['zh', '调用方', '设备调用', '管理端调用'],
    ] as const) {
      await openList(lang);
      await chooseRange(caller, device);
      await expect.poll(() => rows().count()).toBe(1);
      expect(await rows().first().textContent()).toContain('/device/v1/heartbeat');
      expect(await rows().first().textContent()).toContain(device);
      await chooseRange(caller, admin);
      await expect
        .poll(async () => (await rowOf('/device/v1/heartbeat').count()) === 0 && (await rows().count()) > 0)
        .toBe(true);
      if (lang === 'en') await page.screenshot({ path: `${SCREENSHOTS}/api-log-caller-filter-en.png` });
    }
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  });

  it('opens a request: its fields, the account by name, the time in Beijing time and the body as indented JSON', async () => {
    await openList('en');
    await page.getByLabel('Created at from').fill('2026-01-05T18:00');
    await page.getByLabel('Created at to').fill('2026-01-05T18:01');
    await expect.poll(() => rows().count()).toBe(1);
    await rowOf('/api/sites/1').click();
    await page.waitForURL(/\/api-logs\/\d+\/show$/);
    const body = page.getByTestId('request-body');
    await expect.poll(() => body.textContent()).toBe('{\n  "name": "North",\n  "password": "***"\n}');
    const shown = await page.locator('main').textContent();
    expect(shown).toContain('2026-01-05 18:00:10');
    expect(shown).toContain('GET');
    expect(shown).toContain('admin');
    expect(shown).toContain('10.0.0.1');
    await page.screenshot({ path: `${SCREENSHOTS}/api-log-request-en.png` });
  });

  it('shows the statistics as charts with their data for screen readers, and says when a range has no requests', async () => {
    await openList('en');
    await page.getByRole('button', { name: 'Statistics' }).click();
    const dialog = page.getByRole('dialog', { name: 'API request statistics' });
    const perMinute = dialog.getByRole('figure', { name: 'Requests and errors per minute' });
    await expect.poll(() => perMinute.locator('svg path').count()).toBeGreaterThan(0);
    expect(await dialog.getByRole('figure', { name: 'Slowest paths (p50 and p95, ms)' }).count()).toBe(1);

    await chooseRange('Range', 'Custom');
    await dialog.getByLabel('From', { exact: true }).fill('2026-01-05T18:00');
    await dialog.getByLabel('To', { exact: true }).fill('2026-01-05T19:00');
    await dialog.getByRole('button', { name: 'Show' }).click();
    const codes = dialog.getByRole('figure', { name: 'Most frequent error codes' });
    await expect.poll(() => codes.getByRole('table').textContent()).toContain('6038The site name already exists1');
    expect(await codes.locator('svg rect').count()).toBeGreaterThan(0);
    const slowest = dialog.getByRole('figure', { name: 'Slowest paths (p50 and p95, ms)' });
    expect(await slowest.getByRole('row').count()).toBe(4);
    expect(await slowest.getByRole('table').textContent()).toContain('GET /api/residents/:id18080');
    const devices = dialog.getByRole('figure', { name: 'Device calls and errors per minute' });
    expect(await devices.getByRole('table').textContent()).toContain('18:02402');
    expect(await devices.locator('svg path').count()).toBeGreaterThan(0);
    expect(await dialog.getByTestId('gateways-connected').textContent()).toBe(
      'Gateways connected now: 1 online, 1 of them on the push channel',
    );
    await page.screenshot({ path: `${SCREENSHOTS}/api-log-statistics-en.png` });
    await devices.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/api-log-statistics-devices-en.png` });

    await dialog.getByLabel('From', { exact: true }).fill('2025-01-05T18:00');
    await dialog.getByLabel('To', { exact: true }).fill('2025-01-05T19:00');
    await dialog.getByRole('button', { name: 'Show' }).click();
    await expect.poll(() => dialog.getByText('No requests in this range').count()).toBe(1);
    expect(await dialog.getByText('No device calls in this range').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('shows the statistics in Chinese with the codes’ Chinese texts, the whole screen at phone width', async () => {
    await page.setViewportSize(MOBILE);
    await page.goto(`${session.server.url}${LOG}?lang=zh`);
    await page.getByRole('button', { name: '统计' }).click();
    const dialog = page.getByRole('dialog', { name: '接口请求统计' });
    const perMinute = dialog.getByRole('figure', { name: '每分钟请求数与错误数' });
    await expect.poll(() => perMinute.locator('svg path').count()).toBeGreaterThan(0);
    const codes = dialog.getByRole('figure', { name: '最常见错误码' });
    await expect.poll(() => codes.getByRole('table').textContent()).toContain('500系统异常1');
    expect(await codes.getByRole('table').textContent()).toContain('6038站点名称 已存在1');
    const width = await dialog.evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(MOBILE.width);
    const chartWidth = await perMinute
      .locator('svg')
      .first()
      .evaluate((svg) => svg.getBoundingClientRect().width);
    expect(chartWidth).toBeLessThanOrEqual(MOBILE.width);
    await expectFitsWidth(page, MOBILE.width);
    await page.screenshot({ path: `${SCREENSHOTS}/api-log-statistics-zh-phone.png` });
    await page.setViewportSize(DESKTOP);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  });
});
