/**
 * Path prefixes that belong to the server. Any other GET is a screen of the browser
 * app, answered with its index.html so that clean URLs survive a reload. Only
 * `/app/config` of `/app/` is the server's: the app's legal pages live beside it.
 */
export const API_PATH_PREFIXES = ['/api', '/account', '/upload', '/device', '/docs', '/app/config'] as const;

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0];
  return API_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
