import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import { type ConsoleBrowser, openConsoleBrowser, SCREENSHOTS } from './support/console-browser';
import { ADMIN_PASSWORD } from './support/console-server';
import { apiCall, apiToken, signInAt } from './support/console-session';
import { stripTab, tabTitles } from './support/tab-strip';

/**
 * What the console says about writes, in both languages: notices naming what was
 * created, updated or deleted; delete confirmations saying what else goes (or keeps the
 * delete from happening); a role's permissions by their titles; a tab whose record was
 * deleted closing itself and asking no more; no admin account created without a role.
 */

const TEXTS = {
  en: {
    save: 'Save',
    delete: 'Delete',
    confirm: 'Confirm',
    siteCreated: 'Site created',
    siteUpdated: 'Site updated',
    residentsDeleted: '2 residents deleted',
    facesToo: '3 faces will be deleted too.',
    refused: '2 residents still refer to it, so the delete will be refused: delete those first.',
    sessions: '2 admin sessions will be deleted too.',
    builtInRole:
      'The delete will be refused: Not allowed, it would lock administrators out: a built-in role cannot be deleted',
    gone: (id: number) => `This site (#${id}) was deleted; its tab was closed.`,
    goneShown: (id: number) => `This site (#${id}) was deleted.`,
    group: 'Site Management',
    route: 'Site List',
    extra: 'All sites (not only my own)',
    roleRequired: 'Choose at least one role: an account without a role cannot sign in.',
  },
  zh: {
    save: '保存',
    delete: '删除',
    confirm: '确认',
    siteCreated: '站点已创建',
    siteUpdated: '站点已更新',
    residentsDeleted: '已删除 2 条住户',
    facesToo: '将一并删除 3 条人脸。',
    refused: '仍有 2 条住户引用它，删除会被拒绝，请先删除这些记录。',
    sessions: '将一并删除 2 条管理员会话。',
    builtInRole: '删除会被拒绝：不允许，否则管理员将无法登录或管理：a built-in role cannot be deleted',
    gone: (id: number) => `此站点（#${id}）已被删除，其标签页已关闭。`,
    goneShown: (id: number) => `此站点（#${id}）已被删除。`,
    group: '站点管理',
    route: '站点列表',
    extra: '全部站点（不限本人）',
    roleRequired: '请至少选择一个角色：没有角色的账号无法登录。',
  },
} as const;

describe.runIf(chromiumAvailable())('notices and delete confirmations in Chromium', () => {
  let opened: ConsoleBrowser;
  let page: Page;
  let token: string;
  const call = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: Record<string, unknown>) =>
    apiCall<T>(opened.server.app, token, method, url, body);
  const notice = (text: string) => page.getByText(text, { exact: true });
  const newSite = async (name: string) => (await call<{ id: number }>('POST', '/api/sites', { name })).id;
  /** Residents of a site and their faces written to the tables: the counts are under test, not the face lifecycle. */
  const populate = async (siteId: number, names: string[], faces: number) => {
    const tables = opened.server.app.backend.tables;
    const ids: number[] = [];
    for (const name of names)
      ids.push(Number((await tables.of('resident').insert({ firstName: name, lastName: 'Lee', siteId })).id));
    for (let index = 0; index < faces; index++)
      await tables.of('face').insert({
        faceUrl: '/upload/image/0123456789abcdef0123456789abcdef.jpg',
        residentId: ids[0],
        siteId,
        status: 'registering',
      });
    return ids;
  };

  beforeAll(async () => {
    opened = await openConsoleBrowser({ timeoutMs: 20_000 });
    page = opened.page;
    token = await apiToken(opened.server.app, 'admin', ADMIN_PASSWORD);
    await signInAt(page, opened.server.url, '/home', 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await opened?.stop();
  });

  for (const lang of ['en', 'zh'] as const) {
    const text = TEXTS[lang];

    it(`names what was created and updated (${lang})`, async () => {
      await page.goto(`${opened.server.url}/sites/create?lang=${lang}`);
      await page.locator('input[name="name"]').fill(`Notice Court ${lang}`);
      await page.getByRole('button', { name: text.save }).click();
      await expect.poll(() => notice(text.siteCreated).count()).toBeGreaterThan(0);
      await page.waitForURL(/\/sites\/\d+\/show$/);
      const id = Number(new URL(page.url()).pathname.split('/')[2]);
      await page.goto(`${opened.server.url}/sites/${id}`);
      await page.locator('input[name="address"]').fill('1 Notice Road');
      await page.getByRole('button', { name: text.save }).click();
      await expect.poll(() => notice(text.siteUpdated).count()).toBeGreaterThan(0);
    });

    it(`says what goes with the selected residents, and how many were deleted (${lang})`, async () => {
      const site = await newSite(`Cascade Court ${lang}`);
      await populate(site, [`Ada${lang}`, `Bo${lang}`, `Cy${lang}`], 3);
      await page.goto(`${opened.server.url}/residents?filter=${encodeURIComponent(JSON.stringify({ siteId: site }))}`);
      const row = (name: string) => page.locator('tbody tr', { hasText: name });
      await row(`Ada${lang}`).getByRole('checkbox').check();
      await row(`Bo${lang}`).getByRole('checkbox').check();
      await page.getByRole('button', { name: text.delete, exact: true }).first().click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.getByTestId('delete-impact').textContent()).toBe(text.facesToo);
      await page.screenshot({ path: `${SCREENSHOTS}/delete-impact-residents-${lang}.png` });
      await dialog.getByRole('button', { name: text.confirm }).click();
      await expect.poll(() => notice(text.residentsDeleted).count()).toBeGreaterThan(0);
      expect(await opened.server.app.backend.tables.of('face').findWhere({ siteId: site })).toEqual([]);
    });

    it(`says a site with residents cannot go until they do (${lang})`, async () => {
      const site = await newSite(`Restrict Court ${lang}`);
      await populate(site, [`Di${lang}`, `Ed${lang}`], 0);
      await page.goto(`${opened.server.url}/sites/${site}/show?lang=${lang}`);
      await page.getByRole('button', { name: text.delete, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.getByTestId('delete-impact').textContent()).toBe(text.refused);
      await page.screenshot({ path: `${SCREENSHOTS}/delete-impact-site-${lang}.png` });
    });

    it(`says how many sessions go with an admin account (${lang})`, async () => {
      const accountName = `leaver-${lang}`;
      const role = (await call<{ list: { id: number; name: string }[] }>('GET', '/api/roles?q=web-default')).list;
      const created = await call<{ id: number }>('POST', '/api/admins/account', {
        accountName,
        name: 'Lee',
        surname: 'Ver',
        countryCode: '+86',
        phone: lang === 'en' ? '13900139201' : '13900139202',
        email: `${accountName}@example.com`,
        roleIds: role.filter((each) => each.name === 'web-default').map((each) => each.id),
        password: 'Leaver#2024',
        confirmPassword: 'Leaver#2024',
      });
      for (let session = 0; session < 2; session++) await apiToken(opened.server.app, accountName, 'Leaver#2024');
      await page.goto(`${opened.server.url}/admins/${created.id}/show?lang=${lang}`);
      await page.getByRole('button', { name: text.delete, exact: true }).click();
      const impact = page.getByRole('dialog').getByTestId('delete-impact');
      await expect.poll(() => impact.getByRole('listitem').allTextContents()).toContain(text.sessions);
      await page.screenshot({ path: `${SCREENSHOTS}/delete-impact-admin-${lang}.png` });
    });

    it(`says a built-in role's delete will be refused, and why (${lang})`, async () => {
      const builtIn = (await opened.server.app.backend.tables.of('role').findWhere({ builtIn: true }))[0];
      await page.goto(`${opened.server.url}/roles/${builtIn?.id}/show?lang=${lang}`);
      await page.getByRole('button', { name: text.delete, exact: true }).click();
      const impact = page.getByRole('dialog').getByTestId('delete-impact');
      await expect.poll(() => impact.getByRole('listitem').allTextContents()).toEqual([text.builtInRole]);
    });

    it(`shows a role's permissions by their titles, grouped as the tree (${lang})`, async () => {
      const role = await call<{ id: number; version: number }>('POST', '/api/roles', { name: `Titles ${lang}` });
      await call('PUT', `/api/roles/${role.id}/permissions`, {
        permissionCodes: ['sp-site', 'site-tabs', 'all-sites'],
        version: role.version,
      });
      await page.goto(`${opened.server.url}/roles/${role.id}/show?lang=${lang}`);
      const held = page.getByTestId('role-permissions');
      await held.waitFor();
      const group = held.locator('section', { has: page.getByRole('heading', { name: text.group }) });
      await expect.poll(() => group.getByRole('listitem').allTextContents()).toEqual([text.route]);
      expect(await held.textContent()).toContain(text.extra);
      // The role's own fields name no code (its History section shows the stored change as it was made).
      const fields = await page.locator('main').evaluate((main) => {
        const copy = main.cloneNode(true) as HTMLElement;
        for (const section of copy.querySelectorAll('section[aria-labelledby]')) {
          if (section.querySelector('table')) section.remove();
        }
        return copy.textContent ?? '';
      });
      expect(fields).toContain(text.extra);
      expect(fields).not.toContain('site-tabs');
      await page.screenshot({ path: `${SCREENSHOTS}/role-permissions-${lang}.png` });
    });

    it(`closes the tab of a site deleted meanwhile and asks for it no more (${lang})`, async () => {
      const site = await newSite(`Vanishing Court ${lang}`);
      const asked: string[] = [];
      const record = (request: Request) => {
        if (new URL(request.url()).pathname === `/api/sites/${site}`) asked.push(request.method());
      };
      page.on('request', record);
      try {
        await page.goto(`${opened.server.url}/sites/${site}/show?lang=${lang}`);
        const title = lang === 'en' ? `Site Vanishing Court ${lang}` : `站点 Vanishing Court ${lang}`;
        await expect.poll(() => tabTitles(page)).toContain(title);
        await stripTab(page, lang === 'en' ? 'Home' : '首页').click();
        await page.waitForURL(/\/home$/);
        // Home drawn: the site's page has gone, and only its tab is left to notice the delete.
        await page.getByTestId('home-tiles').waitFor();
        await call('DELETE', `/api/sites/${site}`);
        // Back to the console window: react-query asks again for what it shows.
        await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
        await expect.poll(() => notice(text.gone(site)).count()).toBeGreaterThan(0);
        await expect.poll(() => tabTitles(page)).not.toContain(title);
        const seen = asked.length;
        for (let again = 0; again < 3; again++) {
          await page.evaluate(() => window.dispatchEvent(new Event('focus')));
          await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
        }
        await page.goto(`${opened.server.url}/home`);
        await page.getByRole('tablist').waitFor();
        expect(asked.length).toBe(seen);
      } finally {
        page.off('request', record);
      }
    });

    it(`leaves the page of a site deleted while it is shown, saying so (${lang})`, async () => {
      const site = await newSite(`Shown Court ${lang}`);
      await page.goto(`${opened.server.url}/sites/${site}/show?lang=${lang}`);
      await page.getByText(`Shown Court ${lang}`).first().waitFor();
      await call('DELETE', `/api/sites/${site}`);
      await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
      await expect.poll(() => notice(text.goneShown(site)).count()).toBeGreaterThan(0);
      await page.waitForURL((url) => !url.pathname.startsWith(`/sites/${site}`));
      expect(await tabTitles(page)).not.toContain(
        lang === 'en' ? `Site Shown Court ${lang}` : `站点 Shown Court ${lang}`,
      );
    });

    it(`creates no admin account without a role, saying why (${lang})`, async () => {
      const field = (name: string) => page.locator(`input[name="${name}"]`);
      await page.goto(`${opened.server.url}/admins/create?lang=${lang}`);
      await field('accountName').fill(`roleless-${lang}`);
      await field('name').fill('Rory');
      await field('surname').fill('Less');
      await field('phone').fill(lang === 'en' ? '13900139101' : '13900139102');
      await field('email').fill(`roleless-${lang}@example.com`);
      await field('password').fill('Garden#2024');
      await field('confirmPassword').fill('Garden#2024');
      await page.getByRole('button', { name: text.save }).click();
      await expect.poll(() => page.getByText(text.roleRequired).count()).toBeGreaterThan(0);
      await page.screenshot({ path: `${SCREENSHOTS}/admin-create-role-required-${lang}.png` });
      expect(new URL(page.url()).pathname).toBe('/admins/create');
      const stored = await opened.server.app.backend.tables.of('admin').findWhere({ accountName: `roleless-${lang}` });
      expect(stored).toEqual([]);
    });
  }
});
