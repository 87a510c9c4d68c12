import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEB_ROLE_CODES } from '../../contract/routes';
import { shoot, useAccountScreens } from './support/account-screens';
import { blockingAxeFindings, describeFindings } from './support/axe';
import { chromiumAvailable } from './support/chromium';
import { ADMIN_PASSWORD } from './support/console-server';
import { apiCall, browserToken, signInAt } from './support/console-session';
import { createLimitedAccount } from './support/limited-account';

/**
 * Where an account is signed in, walked in Chromium: the user menu's modal lists the
 * account's sessions with this one marked, ending another sends that browser to the
 * sign-in page at its next navigation, "Sign out everywhere else" does so for all the
 * others; an admin account's page has a Sessions panel for admin-list holders (not a
 * super admin's for a lesser admin). The modal and the panel pass axe in both languages.
 */

const ACCOUNT = 'olga';
const PASSWORD = 'Olga#Door24';
const KEEPER = 'pavel';

const TEXT = {
  en: {
    profile: 'Profile',
    entry: 'Where you are signed in',
    thisSession: 'This session',
    panel: 'Sessions',
    end: 'End',
    endOthers: 'Sign out everywhere else',
  },
  zh: {
    profile: '个人资料',
    entry: '登录设备与会话',
    thisSession: '当前会话',
    panel: '会话',
    end: '结束',
    endOthers: '退出其他所有设备',
  },
} as const;
type Language = keyof typeof TEXT;

interface ListedSession {
  id: number;
  current: boolean;
}

// Sign-ins hash with argon2id; on a busy machine a walk takes longer than the default.
describe.runIf(chromiumAvailable())('sessions in Chromium', { timeout: 120_000 }, () => {
  const { server, newContext } = useAccountScreens();
  let accountId: number;

  beforeAll(async () => {
    accountId = await createLimitedAccount(server.app, ACCOUNT, PASSWORD, DEFAULT_WEB_ROLE_CODES);
    await createLimitedAccount(server.app, KEEPER, PASSWORD, ['admin-list']);
  });

  /** A new browser signed in as `accountName`, on Home in `lang`. */
  const signedIn = async (accountName: string, password: string, lang: Language = 'en') => {
    const page = await (await newContext()).newPage();
    await signInAt(page, server.url, '/home?lang=en', accountName, password);
    if (lang !== 'en') {
      await page.goto(`${server.url}/home?lang=${lang}`);
      await page.getByRole('button', { name: TEXT[lang].profile }).waitFor();
    }
    return page;
  };
  /** The id of the session the browser's token opens. */
  const sessionIdOf = async (page: Page) => {
    const token = await browserToken(page);
    if (!token) throw new Error('the browser holds no token');
    const list = await apiCall<ListedSession[]>(server.app, token, 'GET', '/account/web/sessions');
    const current = list.find((session) => session.current);
    if (!current) throw new Error('no session marked current');
    return current.id;
  };
  const openSessionsModal = async (page: Page, lang: Language) => {
    await page.getByRole('button', { name: TEXT[lang].profile }).click();
    await page.getByRole('menuitem', { name: TEXT[lang].entry }).click();
    const dialog = page.getByRole('dialog', { name: TEXT[lang].entry });
    await dialog.locator('tbody tr').first().waitFor();
    return dialog;
  };
  const expectNoBlockingFindings = async (page: Page, where: string) => {
    expect(describeFindings(where, await blockingAxeFindings(page))).toEqual([]);
  };
  /** Answers the confirmation box with its confirming button. */
  const confirm = async (page: Page, label: string) => {
    const box = page.getByRole('alertdialog');
    await box.waitFor();
    await box.getByRole('button', { name: label, exact: true }).click();
    await box.waitFor({ state: 'hidden' });
  };
  /** The next navigation of a browser whose session ended leads to the sign-in page. */
  const expectSignedOut = async (page: Page) => {
    await page.goto(`${server.url}/sp-site/site-tabs?lang=en`, { waitUntil: 'commit' });
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await browserToken(page)).toBeNull();
  };

  it('lists both browsers with this one marked, and ends the other, which lands on sign-in', async () => {
    const here = await signedIn(ACCOUNT, PASSWORD);
    const there = await signedIn(ACCOUNT, PASSWORD);
    const [hereId, thereId] = [await sessionIdOf(here), await sessionIdOf(there)];

    const dialog = await openSessionsModal(here, 'en');
    await expect.poll(() => dialog.locator('tbody tr').count()).toBe(2);
    const hereRow = dialog.locator(`tr[data-session-id="${hereId}"]`);
    const thereRow = dialog.locator(`tr[data-session-id="${thereId}"]`);
    expect(await hereRow.getByText(TEXT.en.thisSession).count()).toBe(1);
    expect(await thereRow.getByText(TEXT.en.thisSession).count()).toBe(0);
    // The current session has no End button; the other's names what it ends.
    expect(await hereRow.getByRole('button').count()).toBe(0);
    expect(await dialog.getByRole('columnheader', { name: 'Last seen' }).count()).toBe(1);
    await expectNoBlockingFindings(here, 'sessions modal (en)');
    await shoot(here, 'sessions-modal-en');

    await thereRow.getByRole('button', { name: /^End the session of / }).click();
    await confirm(here, TEXT.en.end);
    await expect.poll(() => dialog.locator('tbody tr').count()).toBe(1);
    expect(await dialog.locator(`tr[data-session-id="${thereId}"]`).count()).toBe(0);
    await expectSignedOut(there);
    // This browser stays signed in.
    await here.goto(`${server.url}/sp-site/site-tabs?lang=en`);
    await here.getByRole('button', { name: TEXT.en.profile }).waitFor();
    expect(new URL(here.url()).pathname).toBe('/sp-site/site-tabs');
  });

  it('signs out everywhere else, in Chinese, keeping this browser', async () => {
    const here = await signedIn(ACCOUNT, PASSWORD, 'zh');
    const others = [await signedIn(ACCOUNT, PASSWORD), await signedIn(ACCOUNT, PASSWORD)];
    const hereId = await sessionIdOf(here);

    const dialog = await openSessionsModal(here, 'zh');
    await expect.poll(() => dialog.locator('tbody tr').count()).toBeGreaterThanOrEqual(3);
    expect(await dialog.locator(`tr[data-session-id="${hereId}"]`).getByText(TEXT.zh.thisSession).count()).toBe(1);
    await expectNoBlockingFindings(here, 'sessions modal (zh)');
    await shoot(here, 'sessions-modal-zh');

    await dialog.getByRole('button', { name: TEXT.zh.endOthers }).click();
    await confirm(here, TEXT.zh.endOthers);
    await expect.poll(() => dialog.locator('tbody tr').count()).toBe(1);
    expect(await dialog.getByRole('button', { name: TEXT.zh.endOthers }).isDisabled()).toBe(true);
    for (const other of others) await expectSignedOut(other);
    expect(await sessionIdOf(here)).toBe(hereId);
  });

  it("shows an admin-list holder the Sessions panel on an account's page, whose End signs that browser out", async () => {
    const member = await signedIn(ACCOUNT, PASSWORD);
    const memberSessionId = await sessionIdOf(member);
    const admin = await signedIn('admin', ADMIN_PASSWORD);

    for (const lang of ['en', 'zh'] as const) {
      await admin.goto(`${server.url}/admins/${accountId}/show?lang=${lang}`);
      const panel = admin.getByRole('region', { name: TEXT[lang].panel, exact: true });
      await panel.locator(`tr[data-session-id="${memberSessionId}"]`).waitFor();
      await expectNoBlockingFindings(admin, `account's sessions panel (${lang})`);
      await shoot(admin, `sessions-panel-${lang}`);
    }

    const panel = admin.getByRole('region', { name: TEXT.zh.panel, exact: true });
    await panel.locator(`tr[data-session-id="${memberSessionId}"]`).getByRole('button', { name: /^结束/ }).click();
    await confirm(admin, TEXT.zh.end);
    await panel.locator(`tr[data-session-id="${memberSessionId}"]`).waitFor({ state: 'detached' });
    await expectSignedOut(member);
  });

  it("keeps a super admin's sessions from a lesser admin: no panel on the super admin's page", async () => {
    const keeper = await signedIn(KEEPER, PASSWORD);
    await keeper.goto(`${server.url}/admins/${accountId}/show?lang=en`);
    await keeper.getByRole('region', { name: TEXT.en.panel, exact: true }).waitFor();

    const superAdmin = await server.app.backend.tables.of('admin').findOneWhere({ accountName: 'admin' });
    const superId = Number(superAdmin?.id);
    const [answer] = await Promise.all([
      keeper.waitForResponse((response) => response.url().endsWith(`/api/admins/${superId}/sessions`)),
      keeper.goto(`${server.url}/admins/${superId}/show?lang=en`),
    ]);
    // The page shows the account; the sessions list was refused, so no panel is drawn.
    expect(answer.status()).toBe(403);
    await keeper.getByText('admin', { exact: true }).first().waitFor();
    expect(await keeper.getByRole('region', { name: TEXT.en.panel, exact: true }).count()).toBe(0);
  });
});
