/**
 * The list of open pages behind the tab strip, as pure operations so that the
 * rules (pinned tabs stay, where a closed active tab leads) hold wherever the list
 * is kept.
 */

/** A page open in the strip: one per route (`path`), reopened at the address last seen there (`url`). */
export interface OpenTab {
  path: string;
  url: string;
}

export type DropSide = 'before' | 'after';

function isOpenTab(value: unknown): value is OpenTab {
  if (typeof value !== 'object' || value === null) return false;
  const { path, url } = value as Record<string, unknown>;
  return typeof path === 'string' && typeof url === 'string' && path.startsWith('/') && url.startsWith(path);
}

/** The tabs found in storage, leaving out anything that is not one (an older format, a hand edit). */
export function asOpenTabs(stored: unknown): OpenTab[] {
  if (!Array.isArray(stored)) return [];
  const seen = new Set<string>();
  return stored.filter((entry): entry is OpenTab => {
    if (!isOpenTab(entry) || seen.has(entry.path)) return false;
    seen.add(entry.path);
    return true;
  });
}

/** The pinned pages first, in the order given, each at its last address; then the others as they were. */
export function withPinned(tabs: readonly OpenTab[], pinned: readonly string[]): OpenTab[] {
  const first = pinned.map((path) => tabs.find((tab) => tab.path === path) ?? { path, url: path });
  return [...first, ...tabs.filter((tab) => !pinned.includes(tab.path))];
}

/** Records a visit: a known page keeps its place and takes the new address, a new one goes last. */
export function openTab(tabs: readonly OpenTab[], visited: OpenTab): OpenTab[] {
  const index = tabs.findIndex((tab) => tab.path === visited.path);
  if (index < 0) return [...tabs, visited];
  return tabs.map((tab, at) => (at === index ? visited : tab));
}

/** Whether two lists hold the same tabs at the same addresses, in the same order. */
export function sameTabs(a: readonly OpenTab[], b: readonly OpenTab[]): boolean {
  return a.length === b.length && a.every((tab, at) => tab.path === b[at].path && tab.url === b[at].url);
}

export function closeTab(tabs: readonly OpenTab[], path: string, pinned: readonly string[]): OpenTab[] {
  return tabs.filter((tab) => tab.path !== path || pinned.includes(tab.path));
}

export function closeOtherTabs(tabs: readonly OpenTab[], path: string, pinned: readonly string[]): OpenTab[] {
  return tabs.filter((tab) => tab.path === path || pinned.includes(tab.path));
}

export function closeAllTabs(tabs: readonly OpenTab[], pinned: readonly string[]): OpenTab[] {
  return tabs.filter((tab) => pinned.includes(tab.path));
}

/**
 * Moves a tab before or after another. Pinned tabs do not move, and nothing
 * moves in front of them: a tab dropped on a pinned one lands just after the pinned ones.
 */
export function moveTab(
  tabs: readonly OpenTab[],
  path: string,
  target: string,
  side: DropSide,
  pinned: readonly string[],
): OpenTab[] {
  const moving = tabs.find((tab) => tab.path === path);
  if (!moving || path === target || pinned.includes(path) || !tabs.some((tab) => tab.path === target)) {
    return [...tabs];
  }
  const rest = tabs.filter((tab) => tab.path !== path);
  const at = rest.findIndex((tab) => tab.path === target) + (side === 'after' ? 1 : 0);
  const moved = [...rest.slice(0, at), moving, ...rest.slice(at)];
  return [...moved.filter((tab) => pinned.includes(tab.path)), ...moved.filter((tab) => !pinned.includes(tab.path))];
}

/**
 * Where to go after tabs were closed: nowhere while the page shown is still
 * open (or was never a tab), else to the last tab that remains.
 */
export function destinationAfterClosing(
  before: readonly OpenTab[],
  after: readonly OpenTab[],
  activePath: string,
): OpenTab | undefined {
  const wasOpen = before.some((tab) => tab.path === activePath);
  const stillOpen = after.some((tab) => tab.path === activePath);
  if (!wasOpen || stillOpen) return undefined;
  return after.at(-1);
}
