import type { Locator, Page } from 'playwright-core';

/** The strip of open pages, found by its accessible name in either language. */
export function tabStrip(page: Page): Locator {
  return page.getByRole('tablist', { name: /^(Open pages|已打开的页面)$/ });
}

export function stripTab(page: Page, title: string): Locator {
  return tabStrip(page).getByRole('tab', { name: title, exact: true });
}

/** The titles of the open tabs, in the order shown. */
export function tabTitles(page: Page): Promise<string[]> {
  return tabStrip(page)
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.map((tab) => tab.textContent?.trim() ?? ''));
}

/** The right-click menu of the tabs (the sidebar is a menu too). */
export function tabMenu(page: Page): Locator {
  return page.getByRole('menu', { name: /^(Tab actions|标签页操作)$/ });
}

/** The right-click menu of a tab, open. */
export async function openTabMenu(page: Page, title: string): Promise<Locator> {
  await stripTab(page, title).click({ button: 'right' });
  const menu = tabMenu(page);
  await menu.waitFor();
  await settled(menu);
  return menu;
}

/**
 * Waits for a popup to finish growing in, so that a screenshot shows it as a person sees it.
 * A motion cancelled on the way (a transition replaced by the next) rejects its `finished`
 * with an AbortError: it is over all the same.
 */
export async function settled(popup: Locator): Promise<void> {
  await popup.evaluate((element) =>
    Promise.all(
      (element.closest('.MuiPaper-root') ?? element)
        .getAnimations({ subtree: true })
        .map((motion) => motion.finished.catch(() => undefined)),
    ),
  );
}

/** The search box of the route search, while its dialog is open. */
export function routeSearchInput(page: Page): Locator {
  return page.getByRole('combobox', { name: /^(Search pages by title|按标题或拼音搜索页面)$/ });
}

/** The route search dialog, opened with the keyboard. */
export async function openRouteSearch(page: Page): Promise<Locator> {
  await page.keyboard.press('Control+k');
  const input = routeSearchInput(page);
  await input.waitFor();
  return input;
}

/** The option of the search results chosen now. */
export function chosenResult(page: Page): Locator {
  return page.locator('[role=option][aria-selected=true]');
}
