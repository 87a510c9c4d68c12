import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { PhotoLinks } from '../../server/features/gateways/photo-links';
import { loadSecretKey } from '../../server/secrets/secret-key';
import { databases } from '../support/databases';
import { type BoundGateway, bindGateway, deviceCall, faceIn, newResident } from '../support/gateways';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = { id: number; version: number; status?: string; photoUrl?: string | null };
type Page = { residents: Row[]; faces: Row[]; removals: Row[]; nextCursor: string; more: boolean };

/** What a gateway syncs: its own site's rows only, paged by an opaque cursor that misses nothing; signed photo links. */
describe.each(databases)('device API: sync and photo links ($kind)', (database) => {
  let server: TestServer;
  let mine: BoundGateway;
  let theirs: BoundGateway;

  const sync = async (gateway: BoundGateway, query = '') => {
    const answer = await deviceCall<Page>(server, gateway, 'GET', `/device/v1/sync${query}`);
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  /** Every page of one pass, from `cursor`: what the gateway holds after it, newest version of each row. */
  const pass = async (gateway: BoundGateway, cursor = '', limit = 100) => {
    const seen = { residents: new Map<number, Row>(), faces: new Map<number, Row>() };
    let page: Page;
    let pages = 0;
    do {
      page = await sync(gateway, `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      for (const row of page.residents) seen.residents.set(row.id, row);
      for (const row of page.faces) seen.faces.set(row.id, row);
      cursor = page.nextCursor;
      pages += 1;
    } while (page.more);
    return { ...seen, cursor, pages };
  };
  const photo = (url: string) => server.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    server = await startTestServer(database);
    mine = await bindGateway(server, 'BB:00:00:00:00:01');
    theirs = await bindGateway(server, 'BB:00:00:00:00:02');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('hands a gateway its own site’s residents and faces, never another site’s', async () => {
    const resident = await newResident(server, mine.siteId);
    const face = await faceIn(server, mine.siteId, 'registering');
    const elsewhere = await faceIn(server, theirs.siteId, 'registering');
    const held = await pass(mine);
    expect(held.residents.has(resident.id)).toBe(true);
    expect(held.faces.get(face.id)).toMatchObject({ id: face.id, version: face.version, status: 'registering' });
    expect(held.faces.has(elsewhere.id)).toBe(false);
    expect(held.residents.has(elsewhere.residentId)).toBe(false);
    const other = await pass(theirs);
    expect(other.faces.has(face.id)).toBe(false);
    expect(other.faces.has(elsewhere.id)).toBe(true);
  });

  it('shows a face’s photo link only while it is registering, and never the console’s own URL', async () => {
    const registering = await faceIn(server, mine.siteId, 'registering');
    const failed = await faceIn(server, mine.siteId, 'register_failed');
    const held = await pass(mine);
    expect(held.faces.get(registering.id)?.photoUrl).toMatch(
      new RegExp(`^/device/v1/faces/${registering.id}/photo\\?expires=\\d+&signature=[\\w-]+$`),
    );
    expect(held.faces.get(failed.id)?.photoUrl).toBeUndefined();
    expect(JSON.stringify([...held.faces.values()])).not.toContain('/upload/image/');
  });

  it('serves the photo through a valid link, and refuses a tampered, missing or expired one', async () => {
    const face = await faceIn(server, mine.siteId, 'registering');
    const url = String((await pass(mine)).faces.get(face.id)?.photoUrl);
    const served = await photo(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const original = await server.app.inject({
      method: 'GET',
      url: face.faceUrl,
      headers: { token: server.adminToken },
    });
    expect(served.rawPayload.equals(original.rawPayload)).toBe(true);

    const other = await faceIn(server, mine.siteId, 'registering');
    const signature = new URL(url, 'http://console').searchParams.get('signature') ?? '';
    const tampered = [
      url.replace(`/faces/${face.id}/`, `/faces/${other.id}/`),
      url.replace(/expires=(\d+)/, (_, at) => `expires=${Number(at) + 3600}`),
      url.replace(signature, `${signature.slice(0, -2)}AA`),
      url.split('?')[0],
    ];
    for (const link of tampered) {
      const answer = await photo(link);
      expect(answer.statusCode, link).toBe(401);
      expect(answer.json().code, link).toBe(Code.UNAUTHORIZED);
    }
    const key = loadSecretKey(server.config.secretKey, server.config.dataDir);
    const expired = new PhotoLinks(key, 60).linkTo(face.id, new Date(Date.now() - 3_600_000));
    const late = await photo(expired.photoUrl);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ code: Code.FORBIDDEN, msg: expect.stringContaining('expired') });
    // A link signed with another key is not this console's.
    const foreign = new PhotoLinks(Buffer.alloc(32, 7), 60).linkTo(face.id);
    expect((await photo(foreign.photoUrl)).statusCode).toBe(401);
  });

  it('pages by the cursor: every row once in a pass of one-row pages, more until the last page', async () => {
    const gateway = await bindGateway(server, 'BB:00:00:00:00:03');
    const residents = [
      await newResident(server, gateway.siteId),
      await newResident(server, gateway.siteId),
      await newResident(server, gateway.siteId),
    ];
    const first = await sync(gateway, '?limit=1');
    expect(first.residents).toHaveLength(1);
    expect(first.more).toBe(true);
    const held = await pass(gateway, '', 1);
    expect([...held.residents.keys()].sort()).toEqual(residents.map((resident) => resident.id).sort());
    expect(held.pages).toBe(3);
  });

  it('finds a change after the cursor, and one that committed late with an earlier time inside the overlap', async () => {
    const gateway = await bindGateway(server, 'BB:00:00:00:00:04');
    await newResident(server, gateway.siteId);
    const { cursor } = await pass(gateway);
    const added = await newResident(server, gateway.siteId);
    const next = await pass(gateway, cursor);
    expect(next.residents.has(added.id)).toBe(true);

    // A writer whose transaction began before that pass and committed after it: its row's
    // time is from before the pass, yet the next pass hands it over.
    const late = await newResident(server, gateway.siteId);
    const store = server.app.backend.tables.of('resident');
    const before = new Date(Date.now() - 20_000).toISOString();
    await store.db
      .updateTable(store.table)
      .set({ updatedAt: store.encodeValue('updatedAt', before) })
      .where('id', '=', late.id)
      .execute();
    const after = await pass(gateway, next.cursor);
    expect(after.residents.has(late.id)).toBe(true);
  });

  it('refuses a cursor it did not make and a limit out of range with 400', async () => {
    for (const query of [
      '?cursor=not-a-cursor',
      `?cursor=${Buffer.from('{"since":1}').toString('base64url')}`,
      '?limit=0',
      '?limit=501',
      '?since=1',
    ]) {
      const answer = await deviceCall(server, mine, 'GET', `/device/v1/sync${query}`);
      expect(answer.body.code, query).toBe(Code.BAD_REQUEST);
    }
  });
});
