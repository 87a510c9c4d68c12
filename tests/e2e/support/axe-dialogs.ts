import type { Locator, Page } from 'playwright-core';

/** A dialog or menu a screen opens from one of its main buttons, and how to open it. */
export interface ScreenDialog {
  name: string;
  /** The screen it opens from: a route of consoleScreens(). */
  route: (screens: readonly string[]) => string | undefined;
  /** Opens it; undefined when this layout has no button for it. */
  open(page: Page): Promise<Locator | undefined>;
}

const TEXT = {
  en: { profile: 'Profile', password: 'Change password', search: 'Search pages', columns: 'Columns', delete: 'Delete' },
  zh: { profile: '个人资料', password: '修改密码', search: '搜索页面', columns: '列', delete: '删除' },
} as const;

export type GateLanguage = keyof typeof TEXT;

/** How long a trigger or its layer may take to show. */
const SHOW_MS = 5_000;

/** The open dialog, menu or popover: what the check then looks at, besides the page behind it. */
async function shown(page: Page): Promise<Locator> {
  const layer = page.locator('[role=dialog]:visible, [role=alertdialog]:visible, .MuiPopover-paper:visible').last();
  await layer.waitFor({ timeout: SHOW_MS });
  return layer;
}

/**
 * The trigger named `name`, when this layout shows one (a phone folds some into
 * other places): undefined when there is none.
 */
export async function trigger(page: Page, name: string, exact = false): Promise<Locator | undefined> {
  const button = page.getByRole('button', { name, exact }).first();
  try {
    await button.waitFor({ timeout: SHOW_MS });
    return button;
  } catch {
    return undefined;
  }
}

/**
 * The dialogs the gate opens, in `lang`: the user menu, change password, the route
 * search (from Home), the column chooser (a list) and the delete confirmation (an edit page).
 */
export function screenDialogs(lang: GateLanguage): ScreenDialog[] {
  const text = TEXT[lang];
  const opens =
    (name: string, exact = false) =>
    async (page: Page) => {
      const button = await trigger(page, name, exact);
      if (!button) return undefined;
      await button.click();
      return shown(page);
    };
  const userMenu = opens(text.profile);
  return [
    { name: 'user menu', route: () => '/home', open: userMenu },
    {
      name: 'change password',
      route: () => '/home',
      open: async (page) => {
        const menu = await userMenu(page);
        if (!menu) return undefined;
        await menu.getByRole('menuitem', { name: text.password }).click();
        await page.getByRole('dialog').waitFor({ timeout: SHOW_MS });
        return shown(page);
      },
    },
    {
      name: 'route search',
      route: () => '/home',
      open: opens(text.search),
    },
    {
      name: 'column chooser',
      route: () => '/sp-site/site-tabs?tab=sites',
      open: opens(text.columns, true),
    },
    {
      name: 'delete confirmation',
      route: (screens) => screens.find((screen) => /^\/sites\/\d+$/.test(screen)),
      open: opens(text.delete, true),
    },
  ];
}
