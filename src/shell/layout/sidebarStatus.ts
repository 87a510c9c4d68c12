/**
 * The sidebar's desktop state, kept in the `sidebarStatus` cookie as the console
 * this one replaces did: `1` open, `0` closed, no cookie open.
 */
export const SIDEBAR_COOKIE = 'sidebarStatus';

/** Cookies live 30 days unless said otherwise (docs/features/console.md#fixed-figures). */
export const SIDEBAR_COOKIE_DAYS = 30;

const SECONDS_PER_DAY = 24 * 60 * 60;

/** Reads the desktop choice from a `document.cookie` string. */
export function sidebarOpenFromCookies(cookies: string): boolean {
  for (const pair of cookies.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === SIDEBAR_COOKIE) return value.join('=').trim() !== '0';
  }
  return true;
}

/** The `document.cookie` assignment that remembers the desktop choice for the whole console. */
export function sidebarStatusCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open ? 1 : 0}; path=/; max-age=${SIDEBAR_COOKIE_DAYS * SECONDS_PER_DAY}; SameSite=Lax`;
}
