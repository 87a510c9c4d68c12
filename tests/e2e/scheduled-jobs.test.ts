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
import { accessibilityGaps } from './support/unnamed-controls';

const JOBS = '/sp-cfg/sp-cfg-job';
/** The shipped job's name, shown in the reader's language (contract/shipped-texts.ts). */
const SESSIONS_JOB = 'Purge expired sessions and codes';
const SESSIONS_JOB_ZH = '清理过期会话与验证码';

/** Scheduled jobs in Chromium: run now and its history, pause and resume, a cron refused under its field. */
describe.runIf(chromiumAvailable())('scheduled jobs in Chromium', () => {
  let session: ConsoleBrowser;
  let page: Page;
  const jobRow = async (code: string) => session.server.app.backend.tables.of('scheduled-job').findOneWhere({ code });
  const openJob = async (lang: 'en' | 'zh') => {
    const job = await jobRow('purge-expired');
    await page.goto(`${session.server.url}${JOBS}?lang=${lang}`);
    await page.locator('tbody tr', { hasText: lang === 'zh' ? SESSIONS_JOB_ZH : SESSIONS_JOB }).click();
    await page.waitForURL(new RegExp(`/scheduled-jobs/${job?.id}/show`));
  };

  beforeAll(async () => {
    session = await openConsoleBrowser({ timeoutMs: 10_000 });
    page = session.page;
    await signInAt(page, session.server.url, JOBS, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await session?.stop();
  });

  it('runs a job now from its row and shows the run in its history', async () => {
    await page.getByRole('button', { name: `Run now: ${SESSIONS_JOB}` }).click();
    await expect.poll(() => page.getByText(`Run of ${SESSIONS_JOB}: Succeeded`).count()).toBeGreaterThan(0);
    const row = page.locator('tbody tr', { hasText: SESSIONS_JOB });
    await expect.poll(() => row.textContent()).toContain('purged 0 expired sessions');

    await openJob('en');
    const history = page.getByRole('table', { name: `Runs of ${SESSIONS_JOB}` });
    await expect.poll(() => history.locator('tbody tr').count()).toBe(1);
    const run = await history.locator('tbody tr').textContent();
    expect(run).toContain('Succeeded');
    expect(run).toContain('Run now');
    expect(run).toContain('purged 0 expired sessions');
    await expect.poll(() => page.getByText('Next runs (Beijing time)').count()).toBe(1);
    expect(await page.locator('main ol li').count()).toBe(5);
    expect(await accessibilityGaps(page)).toEqual([]);
  });

  it("shows the jobs' names and results in the reader's language, at desktop and phone width", async () => {
    await page.goto(`${session.server.url}${JOBS}?lang=en`);
    const homeJob = page.locator('tbody tr', { hasText: 'Refresh Home figures' });
    await expect.poll(() => homeJob.count()).toBe(1);
    expect(await homeJob.textContent()).not.toContain('刷新首页统计');
    const job = await jobRow('purge-expired');
    try {
      for (const viewport of [DESKTOP, MOBILE]) {
        await page.setViewportSize(viewport);
        await page.goto(`${session.server.url}/scheduled-jobs/${job?.id}/show?lang=zh`);
        const history = page.getByRole('table', { name: new RegExp(SESSIONS_JOB_ZH) });
        await expect.poll(() => history.locator('tbody tr').first().textContent()).toContain('已删除过期会话 0 个');
        expect(await history.textContent()).not.toContain('purged');
        expect(await page.locator('main').textContent()).toContain('已删除过期会话 0 个');
      }
    } finally {
      await page.setViewportSize(DESKTOP);
    }
    await page.goto(`${session.server.url}${JOBS}?lang=zh`);
    await expect.poll(() => page.locator('main').textContent()).toContain('刷新首页统计');
    expect(await page.locator('main').textContent()).not.toContain('Refresh Home figures');
    await page.goto(`${session.server.url}${JOBS}?lang=en`);
  });

  it('pauses and resumes a job after a confirmation', async () => {
    await page.getByRole('button', { name: `Pause ${SESSIONS_JOB}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Pause ${SESSIONS_JOB}?` });
    await confirm.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect.poll(async () => (await jobRow('purge-expired'))?.enabled).toBe(false);
    await expect.poll(() => page.getByText(`${SESSIONS_JOB} is paused`).count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: `Resume ${SESSIONS_JOB}` }).click();
    await page
      .getByRole('alertdialog', { name: `Resume ${SESSIONS_JOB}?` })
      .getByRole('button', { name: 'Resume', exact: true })
      .click();
    await expect.poll(async () => (await jobRow('purge-expired'))?.enabled).toBe(true);
  });

  it('shows the next runs of a cron as it is typed and refuses one croner cannot read, under the field', async () => {
    const job = await jobRow('purge-expired');
    await page.goto(`${session.server.url}/scheduled-jobs/${job?.id}`);
    const cron = page.getByLabel('Cron expression');
    await cron.fill('30 8 * * *');
    await expect.poll(() => page.locator('form ol li').first().textContent()).toMatch(/ 08:30:00$/);
    await cron.fill('61 * * * *');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText(/^Not a cron expression croner can read: .*minute/).count()).toBe(1);
    expect((await jobRow('purge-expired'))?.cron).toBe(job?.cron);
    expect(await accessibilityGaps(page)).toEqual([]);
  });

  it('works in Chinese at phone width', async () => {
    await page.setViewportSize(MOBILE);
    // At phone width the list is a simple list: the job's page is opened by its address.
    await page.goto(`${session.server.url}/scheduled-jobs/${(await jobRow('purge-expired'))?.id}/show?lang=zh`);
    await page.getByRole('button', { name: `立即运行${SESSIONS_JOB_ZH}` }).click();
    const history = page.getByRole('table', { name: `${SESSIONS_JOB_ZH} 的运行记录` });
    await expect.poll(() => history.locator('tbody tr').count()).toBe(2);
    expect(await history.locator('tbody tr').first().textContent()).toContain('成功');
    expect(await history.locator('tbody tr').first().textContent()).toContain('立即运行');
    await page.getByRole('button', { name: `暂停${SESSIONS_JOB_ZH}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '暂停', exact: true }).click();
    await expect.poll(async () => (await jobRow('purge-expired'))?.enabled).toBe(false);
    expect(await accessibilityGaps(page)).toEqual([]);
    await expectFitsWidth(page, MOBILE.width);
    await page.screenshot({ path: `${SCREENSHOTS}/scheduled-job-zh-phone.png` });

    const job = await jobRow('purge-expired');
    await page.goto(`${session.server.url}/scheduled-jobs/${job?.id}`);
    await page.getByLabel('Cron 表达式').fill('0 0 31 2 *');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByText('不是有效的 Cron 表达式：it never runs').count()).toBe(1);
    expect((await jobRow('purge-expired'))?.cron).toBe(job?.cron);
    await page.setViewportSize(DESKTOP);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  });
});
