import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { PhotoLinks } from '../../server/features/gateways/photo-links';
import type { PhotoReadEntry } from '../../server/photo-reads';
import { loadSecretKey } from '../../server/secrets/secret-key';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { type BoundGateway, bindGateway, faceIn } from '../support/gateways';
import { createScratchSchema } from '../support/scratch-schemas';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/test-server';
import { multipartBody, pngImage } from '../support/upload-files';

type ReadPage = { list: PhotoReadEntry[]; total: number; hasNextPage: boolean };

/**
 * Who saw a face photo: every read of its bytes is recorded with the reader, the way and the
 * time, and the face's page lists them to whoever may see the face.
 */
describe.each(databases)('face photo reads ($kind)', (database) => {
  let server: TestServer;
  let gateway: BoundGateway;
  let operator: { id: number; token: string };

  const photo = (id: number, token: string, query = '') =>
    server.app.inject({ method: 'GET', url: `/api/faces/${id}/photo${query}`, headers: { token } });
  const readsOf = async (id: number, token = server.adminToken, query = '') => {
    const answer = await server.call<ReadPage>('GET', `/api/faces/${id}/photo-reads${query}`, { token });
    expect(answer.body.code, answer.body.msg).toBe(200);
    return answer.body.data;
  };

  beforeAll(async () => {
    server = await startTestServer(database);
    gateway = await bindGateway(server, 'CC:00:00:00:00:01');
    const account = await createSignedInAccount(server, 'reader', ['sp-site', 'site-tabs']);
    operator = { id: account.id, token: String(account.token) };
  });
  afterAll(async () => {
    await server?.close();
  });

  it('records a preview with the admin who opened it', async () => {
    const face = await faceIn(server, gateway.siteId, 'register_failed');
    expect((await readsOf(face.id)).total).toBe(0);
    const answer = await photo(face.id, server.adminToken);
    expect(answer.statusCode).toBe(200);
    const reads = await readsOf(face.id);
    expect(reads.total).toBe(1);
    expect(reads.list[0]).toMatchObject({
      faceId: face.id,
      residentId: face.residentId,
      siteId: gateway.siteId,
      readerKind: 'admin',
      readerName: 'admin',
      via: 'preview',
    });
    await photo(face.id, server.adminToken);
    expect((await readsOf(face.id)).total).toBe(2);
  });

  it('counts the thumbnails of one page view once, and of two views twice', async () => {
    const faces = [
      await faceIn(server, gateway.siteId, 'register_failed'),
      await faceIn(server, gateway.siteId, 'register_failed'),
    ];
    const views = ['view-aaaaaaaa01', 'view-bbbbbbbb02'];
    // One page drawn, its thumbnails fetched together, then drawn again within the same view.
    for (let times = 0; times < 3; times += 1) {
      const answers = await Promise.all(faces.map((face) => photo(face.id, server.adminToken, `?view=${views[0]}`)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    }
    for (const face of faces) {
      const reads = await readsOf(face.id);
      expect(reads.list.map((read) => read.via)).toEqual(['thumbnail']);
    }
    await photo(faces[0].id, server.adminToken, `?view=${views[1]}`);
    expect((await readsOf(faces[0].id)).total).toBe(2);
  });

  it('refuses a view id that is not one the browser makes', async () => {
    const face = await faceIn(server, gateway.siteId, 'register_failed');
    const answer = await photo(face.id, server.adminToken, '?view=..%2Fx');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe(Code.BAD_REQUEST);
    expect((await readsOf(face.id)).total).toBe(0);
  });

  it('records a gateway fetching its signed link, with the gateway and its site', async () => {
    const face = await faceIn(server, gateway.siteId, 'registering');
    const links = new PhotoLinks(loadSecretKey(server.config.secretKey, server.config.dataDir), 600);
    const answer = await server.app.inject({ method: 'GET', url: links.linkTo(face.id).photoUrl });
    expect(answer.statusCode).toBe(200);
    const reads = await readsOf(face.id);
    expect(reads.list).toHaveLength(1);
    expect(reads.list[0]).toMatchObject({
      readerKind: 'gateway',
      adminId: null,
      siteId: gateway.siteId,
      readerName: `Gateway ${gateway.mac}`,
      via: 'gateway-link',
    });
  });

  it('records a face photo read through the upload store, as a thumbnail once per view', async () => {
    const face = await faceIn(server, gateway.siteId, 'register_failed');
    const url = `${face.faceUrl}?view=upload-view-0001`;
    for (let times = 0; times < 2; times += 1) {
      const answer = await server.app.inject({ method: 'GET', url, headers: { token: server.adminToken } });
      expect(answer.statusCode).toBe(200);
    }
    expect((await readsOf(face.id)).list.map((read) => read.via)).toEqual(['thumbnail']);
  });

  it('pages the reads newest first', async () => {
    const face = await faceIn(server, gateway.siteId, 'register_failed');
    for (let times = 0; times < 3; times += 1) await photo(face.id, server.adminToken);
    await photo(face.id, server.adminToken, '?view=page-view-last');
    const first = await readsOf(face.id, server.adminToken, '?page=1&pageSize=2');
    expect(first).toMatchObject({ total: 4, hasNextPage: true });
    expect(first.list[0].via).toBe('thumbnail');
    const second = await readsOf(face.id, server.adminToken, '?page=2&pageSize=2');
    expect(second).toMatchObject({ total: 4, hasNextPage: false });
    const ids = [...first.list, ...second.list].map((read) => read.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('refuses the reads of another owner’s face, and records nothing for a refused photo', async () => {
    const face = await faceIn(server, gateway.siteId, 'register_failed');
    const refused = await server.call('GET', `/api/faces/${face.id}/photo-reads`, { token: operator.token });
    expect(refused.body.code).toBe(Code.NOT_MINE);
    expect((await photo(face.id, operator.token)).json().code).toBe(Code.NOT_MINE);
    expect((await readsOf(face.id)).total).toBe(0);
    const missing = await server.call('GET', '/api/faces/999999/photo-reads', { token: server.adminToken });
    expect(missing.body.code).toBe(Code.NOT_FOUND);
  });
});

const postgresUrl = databases.find((database) => database.kind === 'postgres')?.url;
const redisUrl = process.env.TEST_REDIS_URL?.trim();

/** Two nodes on one PostgreSQL database and one Redis: a page view's thumbnails count once whichever node serves them. */
describe.runIf(postgresUrl && redisUrl)('face photo reads on two nodes sharing Redis', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-reads-'));
  let nodes: FastifyInstance[] = [];
  let token: string;
  let faceId: number;

  beforeAll(async () => {
    const url = String(postgresUrl);
    const schema = await createScratchSchema(url);
    const config = {
      ...loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        REDIS_URL: String(redisUrl),
        ADMIN_PASSWORD,
        LOG_LEVEL: 'silent',
      }),
      webRoot: path.join(dataDir, 'no-web-build'),
    };
    const start = () =>
      buildApp(config, { database: { kind: 'postgres', url, searchPath: schema }, announce: () => {} });
    nodes = [await start(), await start()];
    const [first] = nodes;
    const login = await first.inject({
      method: 'POST',
      url: '/account/web/login',
      payload: { accountName: 'admin', password: ADMIN_PASSWORD },
    });
    token = login.json().data.token;
    const site = await first.services.of('site').systemCreate({ name: 'Two nodes' });
    const resident = await first.services
      .of('resident')
      .systemCreate({ siteId: site.id, firstName: 'Two', lastName: 'Nodes' });
    const { payload, headers } = multipartBody(pngImage(32, 32, 9), 'face.png');
    const upload = await first.inject({
      method: 'POST',
      url: '/upload/image',
      payload,
      headers: { ...headers, token },
    });
    const face = await first.services.of('face').systemCreate({
      faceUrl: upload.json().data.url,
      residentId: resident.id,
      siteId: site.id,
      status: 'register_failed',
    });
    faceId = face.id;
  });
  afterAll(async () => {
    for (const node of nodes) await node.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts one view once across the nodes, and another view again', async () => {
    const thumbnail = (node: FastifyInstance, view: string) =>
      node.inject({ method: 'GET', url: `/api/faces/${faceId}/photo?view=${view}`, headers: { token } });
    for (const node of [...nodes, ...nodes]) expect((await thumbnail(node, 'shared-view-0001')).statusCode).toBe(200);
    await thumbnail(nodes[1], 'shared-view-0002');
    const reads = await nodes[0].backend.tables.of('face-photo-read').findWhere({ faceId });
    expect(reads.map((read) => read.via)).toEqual(['thumbnail', 'thumbnail']);
  });
});
