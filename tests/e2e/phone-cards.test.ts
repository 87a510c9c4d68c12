import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatBeijingTime } from '../../src/schema-ui/beijingTime';
import { blockingAxeFindings, describeFindings } from './support/axe';
import { chromiumAvailable } from './support/chromium';
import { expectFitsWidth, MOBILE, SCREENSHOTS } from './support/console-browser';
import { ADMIN_PASSWORD } from './support/console-server';
import { apiCall, apiToken, signInAt } from './support/console-session';
import { useConsoleSuite } from './support/console-suite';

type Row = { id: number };

const SITES = '/sp-site/site-tabs?tab=sites';
const FACES = '/sp-site/site-tabs?tab=faces';

/** What each language's cards say, and the people and sites each language acts on. */
const CASES = {
  en: {
    site: 'North Gate',
    waiting: 'Bo Chen',
    words: {
      failed: 'Registration failed',
      reasonLabel: 'Failure reason',
      siteLabel: 'Site',
      residentLabel: 'Resident',
      retry: 'Retry',
      pass: 'Pass',
      passTitle: 'Pass manual detection',
      online: 'Online',
      heartbeat: 'Last heartbeat',
      manual: 'Manual detection',
      turnOn: 'Turn on',
      bind: 'Bind',
      unbind: 'Unbind',
      cancel: 'Cancel',
      edit: 'Edit',
    },
  },
  zh: {
    site: 'East Gate',
    waiting: 'Cy Wu',
    words: {
      failed: '注册失败',
      reasonLabel: '失败原因',
      siteLabel: '站点',
      residentLabel: '住户',
      retry: '重试',
      pass: '通过',
      passTitle: '人工检测通过',
      online: '在线',
      heartbeat: '最后心跳',
      manual: '人工检测',
      turnOn: '开启',
      bind: '绑定',
      unbind: '解绑',
      cancel: '取消',
      edit: '编辑',
    },
  },
} as const;

/**
 * The lists on a phone (390 px), in both languages: each record is a card that says what
 * its row's columns say (a face's resident, site, status and failure reason; a site's
 * gateway state and last heartbeat) and carries the row's actions, which work there.
 */
describe.runIf(chromiumAvailable())('the lists on a phone', () => {
  const suite = useConsoleSuite();
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const { app } = suite.server;
    const token = await apiToken(app, 'admin', ADMIN_PASSWORD);
    for (const [name, mac] of [
      ['North Gate', 'A0:B1:C2:D3:E4:01'],
      ['East Gate', 'A0:B1:C2:D3:E4:02'],
    ]) {
      const site = await apiCall<Row>(app, token, 'POST', '/api/sites', { name, address: `${name} Road` });
      await apiCall(app, token, 'POST', `/api/sites/${site.id}/bind`, { mac, alias: name });
      ids[name] = site.id;
    }
    ids['South Gate'] = (await apiCall<Row>(app, token, 'POST', '/api/sites', { name: 'South Gate' })).id;
    // Its faces wait for a person: the switch went on before they were uploaded.
    await app.backend.tables
      .of('site')
      .update(ids['South Gate'], { manualDetection: true, manualDetectionOpenedAt: '2026-01-01T00:00:00.000Z' });
    const resident = (firstName: string, lastName: string) =>
      apiCall<Row>(app, token, 'POST', '/api/residents', { firstName, lastName, siteId: ids['South Gate'] });
    const face = async (residentId: number, values: Record<string, unknown>) =>
      (
        await app.backend.tables.of('face').insert({
          faceUrl: '/upload/image/0123456789abcdef0123456789abcdef.png',
          residentId,
          siteId: ids['South Gate'],
          ...values,
        })
      ).id;
    await face((await resident('Ada', 'Lee')).id, { status: 'register_failed', failureReason: 'sharpness: 2.2 < 10' });
    const waiting = { status: 'manual_detecting', registerDate: '2026-02-01T00:00:00.000Z' };
    ids['Bo Chen'] = await face((await resident('Bo', 'Chen')).id, waiting);
    ids['Cy Wu'] = await face((await resident('Cy', 'Wu')).id, waiting);
  });

  async function phonePage(lang: 'en' | 'zh', path: string): Promise<Page> {
    const context = await suite.newContext({ viewport: MOBILE, locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await signInAt(page, suite.server.url, `${path}&lang=${lang}`, 'admin', ADMIN_PASSWORD);
    return page;
  }
  const cardOf = (page: Page, text: string) => page.locator('li[data-record-card]', { hasText: text });
  const storedFace = (id: number) => suite.server.app.backend.tables.of('face').findById(id);
  const storedSite = (id: number) => suite.server.app.backend.tables.of('site').findById(id);

  for (const lang of ['en', 'zh'] as const) {
    const { site, waiting, words } = CASES[lang];

    it(`shows a face's resident, site, status and reason on its card, and passes a face from its card (${lang})`, async () => {
      const page = await phonePage(lang, FACES);
      const refused = cardOf(page, 'Ada Lee');
      await expect.poll(() => refused.getByRole('link', { name: 'Ada Lee' }).count()).toBe(1);
      await expect.poll(() => refused.getByRole('link', { name: 'South Gate' }).count()).toBe(1);
      expect(await refused.getByText(words.failed, { exact: true }).count()).toBe(1);
      expect(await refused.getByText(words.reasonLabel, { exact: true }).count()).toBe(1);
      expect(await refused.getByText(words.residentLabel, { exact: true }).count()).toBe(1);
      expect(await refused.getByText(words.siteLabel, { exact: true }).count()).toBe(1);
      expect(await refused.textContent()).toContain('2.2 < 10');
      expect(await refused.getByRole('button', { name: words.retry }).count()).toBe(1);
      expect(await refused.getByRole('link', { name: words.edit }).count()).toBe(1);
      await expectFitsWidth(page, MOBILE.width);
      expect(describeFindings('face cards', await blockingAxeFindings(page))).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOTS}/face-cards-${lang}-phone.png` });

      await cardOf(page, waiting).getByRole('button', { name: words.pass, exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: words.passTitle });
      await confirm.getByRole('button', { name: words.pass, exact: true }).click();
      await expect.poll(async () => (await storedFace(ids[waiting]))?.manualDetectResult).toBe('pass');
      await expect
        .poll(() => cardOf(page, waiting).getByRole('button', { name: words.pass, exact: true }).count())
        .toBe(0);
    });

    it(`shows a site's gateway and last heartbeat on its card, with its switch, unbind and bind (${lang})`, async () => {
      // The gateway beat a moment ago (the sweeper marks a silent one offline).
      const beat = new Date();
      await suite.server.app.backend.tables
        .of('site')
        .update(ids[site], { gatewayOnline: true, lastHeartbeatAt: beat.toISOString() });
      const page = await phonePage(lang, SITES);
      const bound = cardOf(page, site);
      await expect.poll(() => bound.getByText(words.online, { exact: true }).count()).toBe(1);
      expect(await bound.getByText(words.heartbeat, { exact: true }).count()).toBe(1);
      expect(await bound.textContent()).toContain(formatBeijingTime(beat));
      await expectFitsWidth(page, MOBILE.width);
      expect(describeFindings('site cards', await blockingAxeFindings(page))).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOTS}/site-cards-${lang}-phone.png` });

      await bound.getByRole('switch', { name: words.manual }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: words.turnOn }).click();
      await expect.poll(async () => (await storedSite(ids[site]))?.manualDetection).toBe(true);
      await expect.poll(() => bound.getByRole('switch', { name: words.manual }).isChecked()).toBe(true);

      await bound.getByRole('button', { name: words.unbind, exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: words.unbind, exact: true }).click();
      await expect.poll(async () => (await storedSite(ids[site]))?.bound).toBe(false);
      await expect.poll(() => bound.getByRole('button', { name: words.bind, exact: true }).count()).toBe(1);

      await cardOf(page, 'South Gate').getByRole('button', { name: words.bind, exact: true }).click();
      const bindDialog = page.getByRole('dialog');
      await expect.poll(() => bindDialog.getByText('South Gate').count()).toBeGreaterThan(0);
      await bindDialog.getByRole('button', { name: words.cancel }).click();
      await expect.poll(() => bindDialog.count()).toBe(0);
    });
  }
});
