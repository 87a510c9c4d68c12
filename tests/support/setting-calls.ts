import type { TestServer } from './test-server';

/** A config_change row as GET /api/config-changes lists it. */
export interface ChangeRow {
  id: number;
  scope: string;
  key: string;
  action: string;
  before: string | null;
  after: string | null;
  rollbackOf: number | null;
  adminId: number | null;
  adminName: string | null;
  createdAt: string;
}

/** Calls of the settings API as the given account (the seeded admin by default). */
export function settingCalls(server: TestServer, token: () => string = () => server.adminToken) {
  const call = <T>(method: string, url: string, body?: unknown) =>
    server.call<T>(method, url, { token: token(), body });
  return {
    call,
    setServer: (key: string, value: string, valueType = 'number') =>
      call<{ id: number; version: number; value: string }>('POST', '/api/server-configs', { key, value, valueType }),
    changes: async (query = '') =>
      (await call<{ list: ChangeRow[]; total: number }>('GET', `/api/config-changes${query}`)).body,
    rollBack: (id: number) => call<ChangeRow>('POST', `/api/config-changes/${id}/rollback`),
  };
}

/** One sign-in attempt from an address: [HTTP status, business code]. */
export async function signInFrom(server: TestServer, remoteAddress: string): Promise<[number, number]> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/account/web/login',
    payload: { accountName: 'nobody', password: 'Wrong#2024' },
    remoteAddress,
  });
  return [response.statusCode, (response.json() as { code: number }).code];
}
