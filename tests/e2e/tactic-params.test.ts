import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import { type ConsoleBrowser, MOBILE, openConsoleBrowser } from './support/console-browser';
import { ADMIN_PASSWORD } from './support/console-server';
import { signInAt } from './support/console-session';

const TACTICS = '/sp-cfg/sp-cfg-autoDetectTactics';
const WIDE = { width: 1440, height: 900 };

const SCREENS = [
  { lang: 'en', width: WIDE, label: 'Minimum width (px)', other: 'Minimum height (px)', description: /minimum width/ },
  { lang: 'zh', width: MOBILE, label: '最小宽度（像素）', other: '最小高度（像素）', description: /最小宽度/ },
  { lang: 'zh', width: WIDE, label: '最小宽度（像素）', other: '最小高度（像素）', description: /最小宽度/ },
  {
    lang: 'en',
    width: MOBILE,
    label: 'Minimum width (px)',
    other: 'Minimum height (px)',
    description: /minimum width/,
  },
] as const;

/** A tactic's limits are labelled in the reader's language with their unit, never by their code names. */
describe.runIf(chromiumAvailable())('tactic limits in words in Chromium', () => {
  let session: ConsoleBrowser;
  let page: Page;
  let tacticId = 0;

  beforeAll(async () => {
    session = await openConsoleBrowser({ timeoutMs: 15_000 });
    page = session.page;
    const row = await session.server.app.backend.tables
      .of('auto-detect-tactic')
      .findOneWhere({ code: 'min-resolution' });
    tacticId = Number(row?.id);
    await signInAt(page, session.server.url, TACTICS, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await session?.stop();
  });

  const main = () => page.locator('main');
  const codeNamesShown = async () => /\bmin(Width|Height|Bytes|Variance)\b/.test((await main().textContent()) ?? '');

  it.each(SCREENS)('shows and edits the limits by name, $lang at $width.width px', async (screen) => {
    await page.setViewportSize(screen.width);
    await page.evaluate((lang) => localStorage.setItem('lang', lang), screen.lang);
    await page.goto(`${session.server.url}${TACTICS}?lang=${screen.lang}`);
    await expect.poll(() => main().textContent(), { timeout: 20_000 }).toMatch(screen.description);
    expect(await codeNamesShown()).toBe(false);

    await page.goto(`${session.server.url}/auto-detect-tactics/${tacticId}/show?lang=${screen.lang}`);
    const params = page.locator('[data-tactic-params="min-resolution"]');
    await expect.poll(() => params.textContent(), { timeout: 20_000 }).toContain(screen.label);
    expect(await params.textContent()).toContain('300');
    expect(await codeNamesShown()).toBe(false);

    await page.goto(`${session.server.url}/auto-detect-tactics/${tacticId}?lang=${screen.lang}`);
    const width = page.getByRole('spinbutton', { name: screen.label });
    await expect.poll(() => width.inputValue(), { timeout: 20_000 }).toBe('300');
    expect(await page.getByRole('spinbutton', { name: screen.other }).inputValue()).toBe('300');
    expect(await codeNamesShown()).toBe(false);
  });

  it('saves a limit typed in its labelled input, keeping the others', async () => {
    await page.setViewportSize(WIDE);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto(`${session.server.url}/auto-detect-tactics/${tacticId}?lang=en`);
    const width = page.getByRole('spinbutton', { name: 'Minimum width (px)' });
    await expect.poll(() => width.inputValue(), { timeout: 20_000 }).toBe('300');
    await width.fill('320');
    await page.getByRole('button', { name: 'Save' }).click();
    const stored = async () =>
      (await session.server.app.backend.tables.of('auto-detect-tactic').findById(tacticId))?.params;
    await expect.poll(stored, { timeout: 20_000 }).toEqual({ minWidth: 320, minHeight: 300 });
  });
});
