import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import { type ConsoleBrowser, expectFitsWidth, openConsoleBrowser, SCREENSHOTS } from './support/console-browser';
import { ADMIN_PASSWORD } from './support/console-server';
import { signInAt } from './support/console-session';
import { createLimitedAccount } from './support/limited-account';

/**
 * The /sp-role screens in Chromium: an admin gives a role a route's code on the menu
 * tree and its member sees the route after a reload; the admin disables the member
 * from admin-list and the member's session ends at once.
 */

const MEMBER_PASSWORD = 'Member#2024';

describe.runIf(chromiumAvailable())('roles and admin accounts in Chromium', () => {
  let opened: ConsoleBrowser;
  let admin: Page;
  let memberContext: BrowserContext;
  let member: Page;
  let memberId: number;
  let roleId: number;

  const memberMenu = () => member.locator('.RaSidebar-fixed, .MuiDrawer-root').first();
  const shoot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });

  beforeAll(async () => {
    opened = await openConsoleBrowser({ timeoutMs: 20_000 });
    const { app } = opened.server;
    memberId = await createLimitedAccount(app, 'member', MEMBER_PASSWORD, ['sp-site', 'site-tabs']);
    const role = await app.backend.tables.of('role').findOneWhere({ name: 'role of member' });
    roleId = Number(role?.id);

    admin = opened.page;
    await signInAt(admin, opened.server.url, '/home', 'admin', ADMIN_PASSWORD);
    memberContext = await opened.browser.newContext({ viewport: { width: 1366, height: 800 } });
    member = await memberContext.newPage();
    member.setDefaultTimeout(20_000);
    await signInAt(member, opened.server.url, '/home', 'member', MEMBER_PASSWORD);
  });

  afterAll(async () => {
    await opened?.stop();
  });

  it('keeps a route the role lacks out of the member’s menu and behind 403', async () => {
    await expect.poll(() => memberMenu().getByText('Site List').count()).toBeGreaterThan(0);
    expect(await memberMenu().getByText('Admin Login Log').count()).toBe(0);
    await member.goto(`${opened.server.url}/sp-role/sp-admin-login`);
    await member.waitForURL(/\/403$/);
  });

  it('gives the route on the role’s permission tree; the member sees it after a reload', async () => {
    await admin.goto(`${opened.server.url}/roles/${roleId}`);
    const tree = admin.getByRole('tree');
    const loginLog = tree.getByRole('checkbox', { name: 'sp-admin-login', exact: true });
    await loginLog.waitFor();
    expect(await tree.getByRole('checkbox', { name: 'site-tabs', exact: true }).isChecked()).toBe(true);
    expect(await loginLog.isChecked()).toBe(false);
    await loginLog.check();
    // The group follows its routes: some of them ticked is a half-ticked box.
    const group = tree.getByRole('checkbox', { name: 'sp-role', exact: true });
    expect(await group.evaluate((box) => box.getAttribute('data-indeterminate'))).toBe('true');
    await shoot(admin, 'role-permission-tree-en');
    await admin.getByRole('button', { name: 'Save permissions' }).click();
    await expect.poll(() => admin.getByText(/Permissions saved/).count()).toBeGreaterThan(0);

    const role = await opened.server.app.backend.tables.of('role').findById(roleId);
    expect(role?.permissionCodes).toEqual(expect.arrayContaining(['sp-role', 'sp-admin-login', 'site-tabs']));

    await member.goto(`${opened.server.url}/home`);
    await member.reload();
    await expect.poll(() => memberMenu().getByText('Admin Login Log').count()).toBeGreaterThan(0);
    await member.goto(`${opened.server.url}/sp-role/sp-admin-login`);
    await expect.poll(() => member.getByText('member', { exact: true }).count()).toBeGreaterThan(0);
    expect(member.url()).toMatch(/\/sp-role\/sp-admin-login$/);
  });

  it('asks twice before taking role management away from one’s own role, and shows the server’s refusal when it is the only one', async () => {
    const { app } = opened.server;
    await createLimitedAccount(app, 'keeper', MEMBER_PASSWORD, ['sp-role', 'role-list']);
    const keeperRole = await app.backend.tables.of('role').findOneWhere({ name: 'role of keeper' });
    const keeperContext = await opened.browser.newContext({ viewport: { width: 1366, height: 800 } });
    const keeper = await keeperContext.newPage();
    keeper.setDefaultTimeout(20_000);
    await signInAt(keeper, opened.server.url, '/home', 'keeper', MEMBER_PASSWORD);
    await keeper.goto(`${opened.server.url}/roles/${keeperRole?.id}`);
    await keeper.getByRole('tree').getByRole('checkbox', { name: 'role-list', exact: true }).uncheck();
    await keeper.getByRole('button', { name: 'Save permissions' }).click();

    const asked = keeper.getByRole('alertdialog');
    await asked.getByText(/no longer be able to open this screen/).waitFor();
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await keeper.getByRole('button', { name: 'Save permissions' }).click();
    await asked.getByRole('button', { name: 'Continue' }).click();
    await asked.getByText(/Only another administrator/).waitFor();
    await shoot(keeper, 'role-own-role-second-ask-en');
    expect((await app.backend.tables.of('role').findById(Number(keeperRole?.id)))?.permissionCodes).toContain(
      'role-list',
    );
    // Its only role: the server refuses (423) whatever the screen asked, and says why.
    await asked.getByRole('button', { name: 'Remove anyway' }).click();
    await keeper.getByText(/would lose role-list, the permission to manage roles/).waitFor();
    expect((await app.backend.tables.of('role').findById(Number(keeperRole?.id)))?.permissionCodes).toContain(
      'role-list',
    );
    await keeperContext.close();
  });

  it('lists each route with its code, both titles and the roles holding it on menu-list', async () => {
    await admin.goto(`${opened.server.url}/sp-role/menu-list`);
    const row = admin.locator('table[aria-busy="false"] tr[data-code="sp-admin-login"]');
    // The roles arrive after the routes; a cached list may show first, so wait for the fresh one.
    await row.getByText('role of member').waitFor();
    expect(await row.textContent()).toContain('管理员登录日志');
    expect(await row.textContent()).toContain('role of member');
    expect(await row.textContent()).toContain('super-admin');
    await shoot(admin, 'menu-list-en');
  });

  it('creates an account with its password on admin-list', async () => {
    const field = (name: string) => admin.locator(`input[name="${name}"]`);
    await admin.goto(`${opened.server.url}/admins/create`);
    await field('accountName').fill('newcomer');
    await field('name').fill('Nina');
    await field('surname').fill('Newman');
    await field('phone').fill('13900139000');
    await field('email').fill('nina@example.com');
    await admin.getByLabel('Roles').click();
    await admin.getByRole('option', { name: 'web-default' }).click();
    await field('password').fill('short');
    await field('confirmPassword').fill('short');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin
      .getByText(/The password must be 6 to 20 characters/)
      .first()
      .waitFor();
    await field('password').fill('Garden#2024');
    await field('confirmPassword').fill('Garden#2024');
    await shoot(admin, 'admin-create-en');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.waitForURL(/\/admins\/\d+\/show$/);

    const signIn = await fetch(`${opened.server.url}/account/web/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accountName: 'newcomer', password: 'Garden#2024' }),
    });
    expect(((await signIn.json()) as { code: number }).code).toBe(200);
  });

  it('fits admin-list in a 1366 px window and shows a hidden column from the Columns button', async () => {
    await admin.goto(`${opened.server.url}/sp-role/admin-list`);
    const table = admin.locator('table').first();
    await admin.getByRole('columnheader', { name: 'Account name' }).waitFor();
    await shoot(admin, 'admin-list-en');
    const right = (element: Element) => Math.round(element.getBoundingClientRect().right);
    expect(await table.evaluate(right)).toBeLessThanOrEqual(1366);
    expect(await admin.getByRole('button', { name: 'Export' }).evaluate(right)).toBeLessThanOrEqual(1366);
    await expectFitsWidth(admin, 1366);
    expect(await admin.getByRole('columnheader', { name: 'Login count' }).count()).toBe(0);

    await admin.getByRole('button', { name: 'Columns' }).click();
    const chooser = admin.locator('.MuiPopover-paper');
    const extra = ['Login count', 'Created at', 'Updated at', 'Last login IP'];
    for (const name of extra) await chooser.getByRole('switch', { name }).check();
    await shoot(admin, 'admin-list-columns-en');
    // The open chooser hides the page from the accessibility tree: close it before looking.
    await admin.keyboard.press('Escape');
    await admin.getByRole('columnheader', { name: 'Login count' }).waitFor();
    // The order changes by keyboard too: a named button moves a column up.
    const headers = () => admin.getByRole('columnheader').allTextContents();
    const before = await headers();
    await admin.getByRole('button', { name: 'Columns' }).click();
    await chooser.getByRole('button', { name: 'Move Login count up' }).press('Enter');
    await admin.keyboard.press('Escape');
    const moved = (list: string[]) => list.indexOf('Login count');
    await expect.poll(async () => moved(await headers())).toBe(moved(before) - 1);
    // Now wider than the window, the table scrolls in its own box; the page and its buttons stay put.
    await expectFitsWidth(admin, 1366);
    expect(await admin.getByRole('button', { name: 'Export' }).evaluate(right)).toBeLessThanOrEqual(1366);
    const wrapper = admin.locator('.RaDatagrid-tableWrapper');
    expect(await wrapper.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

    await admin.getByRole('button', { name: 'Columns' }).click();
    for (const name of extra) await chooser.getByRole('switch', { name }).uncheck();
    await admin.keyboard.press('Escape');
    await expect.poll(() => admin.getByRole('columnheader', { name: 'Login count' }).count()).toBe(0);
  });

  it('shows an account’s detail in a modal from admin-list, and disables it, which ends its session at once', async () => {
    await admin.goto(`${opened.server.url}/sp-role/admin-list`);
    await admin.getByText('member', { exact: true }).first().click();
    const detail = admin.getByRole('dialog', { name: 'member account detail' });
    await detail.waitFor();
    await expect.poll(() => detail.getByText('Limited', { exact: true }).count()).toBeGreaterThan(0);
    await detail.getByText('role of member', { exact: true }).waitFor();
    await shoot(admin, 'admin-detail-en');
    await detail.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => detail.count()).toBe(0);
    await admin.getByRole('row').filter({ hasText: 'member' }).getByRole('link', { name: /edit/i }).first().click();
    await admin.waitForURL(new RegExp(`/admins/${memberId}$`));
    await admin.getByRole('button', { name: 'Disable', exact: true }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Disable', exact: true }).click();
    await expect.poll(() => admin.getByText('This account is disabled.').count()).toBeGreaterThan(0);
    await shoot(admin, 'admin-disabled-en');

    const sessions = await opened.server.app.backend.tables.of('admin-session').findWhere({ adminId: memberId });
    expect(sessions).toHaveLength(0);
    const stillSignedIn = await member.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'));
    const refused = await fetch(`${opened.server.url}/account/web/getLoginInfo`, {
      headers: { token: stillSignedIn ?? '' },
    });
    expect(((await refused.json()) as { code: number }).code).toBe(401);
    // The refused session sends the page to sign-in (a new document), perhaps before this one has
    // loaded: only the start of the navigation is awaited, then the sign-in page; shot once it is there.
    await member.goto(`${opened.server.url}/home`, { waitUntil: 'commit' });
    await member.waitForURL(/\/login(\?|$)/);
    await member.getByRole('button', { name: /^sign in$/i }).waitFor();
    await shoot(member, 'admin-disabled-member-en');
  });
});
