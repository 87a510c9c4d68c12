import type { Envelope } from '../../contract/envelope';
import type { StoredRows } from '../../contract/generated/types';
import { singleFacePhoto } from './face-photos';
import type { TestServer } from './test-server';
import { postUpload } from './upload-calls';
import { pngImage } from './upload-files';

type FaceStatus = NonNullable<StoredRows['face']['status']>;

/** A site bound to a gateway: what the gateway is configured with. */
export interface BoundGateway {
  siteId: number;
  mac: string;
  credential: string;
}

let sites = 0;

/** A new site of the admin, bound to a gateway with `mac`; the credential as the bind answered it. */
export async function bindGateway(server: TestServer, mac: string): Promise<BoundGateway> {
  sites += 1;
  const site = await server.call<{ id: number }>('POST', '/api/sites', {
    token: server.adminToken,
    body: { name: `Gateway site ${sites} ${mac}` },
  });
  const bound = await server.call<{ credential: string }>('POST', `/api/sites/${site.body.data.id}/bind`, {
    token: server.adminToken,
    body: { mac, alias: `Gateway ${mac}` },
  });
  if (bound.body.code !== 200) throw new Error(`bind failed: ${JSON.stringify(bound.body)}`);
  return { siteId: site.body.data.id, mac, credential: bound.body.data.credential };
}

/** A call of the device API as `gateway` makes it: its credential and its MAC address. */
export async function deviceCall<T = unknown>(
  server: TestServer,
  gateway: Pick<BoundGateway, 'mac' | 'credential'> | undefined,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<{ status: number; body: Envelope<T> }> {
  const headers: Record<string, string> = gateway
    ? { authorization: `Bearer ${gateway.credential}`, 'x-gateway-mac': gateway.mac }
    : {};
  const response = await server.app.inject({
    method,
    url,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: response.statusCode, body: response.json() as Envelope<T> };
}

let people = 0;

/** A resident of the site, created by the admin through the API. */
export async function newResident(server: TestServer, siteId: number, personId = `P${++people}`) {
  const answer = await server.call<StoredRows['resident']>('POST', '/api/residents', {
    token: server.adminToken,
    body: { siteId, firstName: 'Ada', lastName: `Resident ${personId}`, personId },
  });
  if (answer.body.code !== 200) throw new Error(`resident refused: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/**
 * A face of a new resident of the site, with a photo in the upload store, put in
 * `status`. It is created through the face write path (system write) and then set to
 * the status the test needs through it too, whatever the create hooks decided for
 * this synthetic photo: these suites test what gateways do to faces, not tactics.
 */
export async function faceIn(server: TestServer, siteId: number, status: FaceStatus): Promise<StoredRows['face']> {
  const resident = await newResident(server, siteId);
  const upload = await postUpload(server, 'image', pngImage(64, 64, people), 'face.png', { token: server.adminToken });
  const faceUrl = upload.body.data?.url;
  if (!faceUrl) throw new Error(`upload refused: ${JSON.stringify(upload.body)}`);
  const faces = server.app.services.of('face');
  const face = await faces.systemCreate({ faceUrl, residentId: resident.id, siteId, status });
  return face.status === status ? face : faces.systemUpdate(face.id, { status });
}

/** The stored face, as the console keeps it. */
export async function storedFace(server: TestServer, id: number) {
  return server.app.backend.tables.of('face').findById(id);
}

/** A face of a new resident, its photo uploaded and the face created through the console's API, as an admin does it. */
export async function adminFace(server: TestServer, siteId: number): Promise<{ id: number; status: string }> {
  const resident = await newResident(server, siteId);
  const upload = await postUpload(server, 'image', await singleFacePhoto(), 'face.jpg', { token: server.adminToken });
  const face = await server.call<{ id: number; status: string }>('POST', '/api/faces', {
    token: server.adminToken,
    body: { residentId: resident.id, faceUrl: upload.body.data?.url },
  });
  if (face.body.code !== 200) throw new Error(`face refused: ${JSON.stringify(face.body)}`);
  return face.body.data;
}
