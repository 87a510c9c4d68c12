import type { ResourceRecords } from '../../contract/generated/types';
import type { HomeAnswer } from '../../contract/home';
import type { TestServer } from './test-server';

export const PHOTO = '/upload/image/0123456789abcdef0123456789abcdef.jpg';
const HOUR_MS = 3_600_000;
export const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();

/** The figures' refresh, run the way an admin's Run now runs it. */
export async function refreshHome(server: TestServer): Promise<void> {
  const job = await server.app.backend.tables.of('scheduled-job').findOneWhere({ code: 'home-figures' });
  const run = await server.call<{ status: string }>('POST', `/api/scheduled-jobs/${job?.id}/run`, {
    token: server.adminToken,
  });
  if (run.body.data.status !== 'succeeded') throw new Error(`the refresh ended ${JSON.stringify(run.body)}`);
}

export async function homeOf(server: TestServer, token: string | undefined): Promise<HomeAnswer> {
  const answer = await server.call<HomeAnswer>('GET', '/api/home', { token });
  if (answer.status !== 200) throw new Error(`GET /api/home answered ${answer.status}`);
  return answer.body.data;
}

/** How many rows a list answers for a query: what a tile's link opens. */
export async function listTotal(server: TestServer, token: string | undefined, path: string): Promise<number> {
  const answer = await server.call<{ list: unknown[]; total?: number }>('GET', `${path}&pageSize=100`, { token });
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
  return answer.body.data.total ?? answer.body.data.list.length;
}

/** A site of `token`'s account, with residents and faces written to the tables (their lifecycle is not under test). */
export async function siteWithFaces(
  server: TestServer,
  token: string | undefined,
  name: string,
  faces: { status: ResourceRecords['face']['status']; registerDate?: string }[],
  gateway?: { online: boolean; heartbeat?: string },
): Promise<number> {
  const created = await server.call<{ id: number }>('POST', '/api/sites', { token, body: { name } });
  const siteId = created.body.data.id;
  const { tables } = server.app.backend;
  if (gateway)
    await tables.of('site').update(siteId, {
      bound: true,
      mac: `02:00:00:00:${String(siteId % 100).padStart(2, '0')}:01`,
      alias: name,
      gatewayOnline: gateway.online,
      lastHeartbeatAt: gateway.heartbeat ?? null,
    });
  for (const [index, face] of faces.entries()) {
    const resident = await tables.of('resident').insert({ firstName: 'R', lastName: `${name}-${index}`, siteId });
    await tables.of('face').insert({ faceUrl: PHOTO, residentId: Number(resident.id), siteId, ...face });
  }
  return siteId;
}
