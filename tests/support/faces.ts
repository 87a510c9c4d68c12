import type { TestServer } from './test-server';
import { postUpload } from './upload-calls';

/** What the face suites share: sites, residents and uploaded photos made through the API, as an admin would. */

export interface FaceRow {
  id: number;
  version: number;
  status: string;
  siteId: number;
  residentId: number;
  faceUrl: string;
  facePath: string | null;
  registerDate: string | null;
  registerFailedDate: string | null;
  registerFailedCount: number;
  failureReason: string | null;
  /** Every tactic the photo failed, the first being failureReason; null when it passed. */
  failureReasons: string[] | null;
  manualDetectOpenTime: string | null;
  manualDetectResult: string | null;
}

export function faceWorld(server: () => TestServer) {
  let made = 0;
  const call = <T>(method: string, url: string, body?: unknown, token = server().adminToken) =>
    server().call<T>(method, url, { token, body });
  const world = {
    call,
    async site(token?: string): Promise<{ id: number; version: number }> {
      return (await call<{ id: number; version: number }>('POST', '/api/sites', { name: `Face site ${++made}` }, token))
        .body.data;
    },
    async resident(siteId: number, token?: string): Promise<{ id: number }> {
      const body = { firstName: 'Ada', lastName: `Face ${++made}`, siteId };
      return (await call<{ id: number }>('POST', '/api/residents', body, token)).body.data;
    },
    /** A site whose gateway is bound and has started, so passed faces go to `registering`. */
    async startedSite(token?: string) {
      const site = await world.site(token);
      const mac = `02:00:00:00:${String(Math.floor(made / 256) % 256).padStart(2, '0')}:${String(made % 100).padStart(2, '0')}`;
      await call('POST', `/api/sites/${site.id}/bind`, { mac, alias: 'Gate' }, token);
      await server()
        .app.services.of('site')
        .systemUpdate(site.id, { gatewayStartedAt: new Date().toISOString() }, { bookkeeping: true });
      return site;
    },
    async upload(photo: Buffer, token?: string): Promise<string> {
      const answer = await postUpload(server(), 'image', photo, 'face.jpg', { token: token ?? server().adminToken });
      if (!answer.body.data) throw new Error(`upload refused: ${JSON.stringify(answer.body)}`);
      return answer.body.data.url;
    },
    createFace(body: Record<string, unknown>, token?: string) {
      return call<FaceRow>('POST', '/api/faces', body, token);
    },
    /** A face of a new resident of `siteId` with `photo`, created through the API. */
    async face(siteId: number, photo: Buffer, token?: string): Promise<FaceRow> {
      const resident = await world.resident(siteId, token);
      const answer = await world.createFace(
        { residentId: resident.id, faceUrl: await world.upload(photo, token) },
        token,
      );
      if (answer.body.code !== 200) throw new Error(`face refused: ${JSON.stringify(answer.body)}`);
      return answer.body.data;
    },
  };
  return world;
}
