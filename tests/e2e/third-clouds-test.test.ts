import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import { type ConsoleBrowser, openConsoleBrowser } from './support/console-browser';
import { ADMIN_PASSWORD } from './support/console-server';
import { signInAt } from './support/console-session';

const CLOUDS = '/sp-role/third-cloud-list';

/** A third-party cloud's connection tested from its row: an endpoint on this host is refused, said in words. */
describe.runIf(chromiumAvailable())('testing a third-party cloud connection in Chromium', () => {
  let session: ConsoleBrowser;
  let page: Page;

  beforeAll(async () => {
    session = await openConsoleBrowser({ timeoutMs: 10_000 });
    page = session.page;
    await session.server.app.services
      .of('third-cloud')
      .systemCreate({ name: 'Loopback cloud', endpoint: 'http://127.0.0.1:9/api' });
    await signInAt(page, session.server.url, CLOUDS, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await session?.stop();
  });

  it('refuses an endpoint on 127.0.0.1 and says why, in both languages', async () => {
    await page.getByRole('button', { name: 'Test the connection to Loopback cloud' }).click();
    const status = page.getByRole('status');
    await expect
      .poll(() => status.textContent())
      .toBe('Refused: 127.0.0.1 is not a public address (loopback, private or link-local)');
    expect(page.url()).toContain(CLOUDS);
    await page.keyboard.press('Escape');

    await page.goto(`${session.server.url}${CLOUDS}?lang=zh`);
    await page.getByRole('button', { name: '测试到Loopback cloud的连接' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('已拒绝：127.0.0.1 不是公网地址（本机、内网或链路本地地址）');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  });
});
