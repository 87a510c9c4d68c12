import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';

/** Signs in through the console's own page, starting from `path`, and waits until the app is back there. */
export async function signInAt(page: Page, baseUrl: string, path: string, accountName: string, password: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForURL(/\/login(\?|$)/);
  await page.locator('input[name=accountName]').fill(accountName);
  await page.locator('input[name=password]').fill(password);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** A token of `accountName`, signed in through the API. */
export async function apiToken(app: FastifyInstance, accountName: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/account/web/login', payload: { accountName, password } });
  const token = response.json().data?.token;
  if (typeof token !== 'string') throw new Error(`${accountName} could not sign in: ${response.body}`);
  return token;
}

/** Calls the API as the holder of `token` and returns the envelope's data, failing on any other code. */
export async function apiCall<T>(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
): Promise<T> {
  const response = await app.inject({ method, url, headers: { token }, payload });
  const envelope = response.json();
  if (envelope.code !== 200) throw new Error(`${method} ${url} answered ${response.body}`);
  return envelope.data as T;
}

/** The token the console keeps in the browser (per tab, or remembered). */
export function browserToken(page: Page): Promise<string | null> {
  return page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'));
}

/** Sites owned by the seeded admin, named `names`, each with an address after its name. */
export async function seedSites(app: FastifyInstance, password: string, names: string[]): Promise<void> {
  const token = await apiToken(app, 'admin', password);
  for (const name of names) await apiCall(app, token, 'POST', '/api/sites', { name, address: `${name} Road` });
}
