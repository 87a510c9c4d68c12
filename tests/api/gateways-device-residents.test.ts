import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { ApiError } from '../../server/http/api-error';
import { databases } from '../support/databases';
import { type BoundGateway, bindGateway, deviceCall, faceIn } from '../support/gateways';
import { startTestServer, type TestServer } from '../support/test-server';

type Outcome = { id: number; personId: string; version: number; outcome: string };
type Answer = { created: number; updated: number; unchanged: number; residents: Outcome[] };
type Removal = { id: number; residentId: number; personId: string | null; faceIds: number[] };

/** Residents synced from a gateway (6021–6023, 6064, 6070), the device configuration, removals after a delete. */
describe.each(databases)('device API: residents, configuration and removals ($kind)', (database) => {
  let server: TestServer;
  let gateway: BoundGateway;
  let other: BoundGateway;
  const post = (body: unknown, by = gateway) => deviceCall<Answer>(server, by, 'POST', '/device/v1/residents', body);
  const residentsOf = (siteId: number) => server.app.backend.tables.of('resident').findWhere({ siteId });
  const person = (personId: string, extra: Record<string, unknown> = {}) => ({
    personId,
    firstName: 'Lin',
    lastName: `Person ${personId}`,
    ...extra,
  });

  beforeAll(async () => {
    server = await startTestServer(database);
    gateway = await bindGateway(server, 'DD:00:00:00:00:01');
    other = await bindGateway(server, 'DD:00:00:00:00:02');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('creates and updates residents by person id, and the same body twice changes nothing', async () => {
    const body = {
      siteId: gateway.siteId,
      residents: [person('R-1', { phone: '13800000001', doorCode: '1201' }), person('R-2', { topology: 'B2/12' })],
    };
    const first = await post(body);
    expect(first.body.data).toMatchObject({ created: 2, updated: 0, unchanged: 0 });
    const again = await post(body);
    expect(again.body.data).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(again.body.data.residents.map((row) => row.version)).toEqual(
      first.body.data.residents.map((row) => row.version),
    );
    const changed = await post({ siteId: gateway.siteId, residents: [person('R-1', { doorCode: '1202' })] });
    expect(changed.body.data).toMatchObject({ created: 0, updated: 1 });
    const stored = (await residentsOf(gateway.siteId)).find((row) => row.personId === 'R-1');
    expect(stored).toMatchObject({
      doorCode: '1202',
      phone: '13800000001',
      version: first.body.data.residents[0].version + 1,
    });
  });

  it('updates a resident named by id, and answers 6023 for an id that is not the site’s', async () => {
    const created = await post({ siteId: gateway.siteId, residents: [person('R-10')] });
    const id = created.body.data.residents[0].id;
    const renamed = await post({ siteId: gateway.siteId, residents: [{ id, ...person('R-11') }] });
    expect(renamed.body.data.residents[0]).toMatchObject({ id, personId: 'R-11', outcome: 'updated' });
    const theirs = await post({ siteId: other.siteId, residents: [person('R-12')] }, other);
    for (const missing of [999999, theirs.body.data.residents[0].id]) {
      const answer = await post({
        siteId: gateway.siteId,
        residents: [person('R-13'), { id: missing, ...person('R-14') }],
      });
      expect(answer.body).toMatchObject({ code: Code.SYNC_SITE_OR_RESIDENT_ABSENT, data: { field: 'id', row: 1 } });
    }
    expect((await residentsOf(gateway.siteId)).some((row) => row.personId === 'R-13')).toBe(false);
  });

  it('answers 6021 without a site id and 6022 without person data, naming the row, writing nothing', async () => {
    expect((await post({ residents: [person('R-20')] })).body).toMatchObject({
      code: Code.SYNC_SITE_ID_MISSING,
      data: { field: 'siteId' },
    });
    expect((await post({ siteId: gateway.siteId, residents: [] })).body.code).toBe(Code.SYNC_RESIDENT_OR_FACE_MISSING);
    const answer = await post({
      siteId: gateway.siteId,
      residents: [person('R-21'), { firstName: 'No', lastName: 'Id' }],
    });
    expect(answer.body).toMatchObject({
      code: Code.SYNC_RESIDENT_OR_FACE_MISSING,
      data: { field: 'personId', row: 1 },
    });
    // A refusal of the resident write path names its row too, and the whole batch is rolled back.
    const unnamed = await post({
      siteId: gateway.siteId,
      residents: [person('R-22'), { personId: 'R-23', lastName: 'X' }],
    });
    expect(unnamed.body).toMatchObject({ code: Code.DATA_NULL, data: { field: 'firstName', row: 1 } });
    const stored = (await residentsOf(gateway.siteId)).map((row) => row.personId);
    expect(stored).not.toContain('R-21');
    expect(stored).not.toContain('R-22');
  });

  it('answers 6070 for no such site and 6064 for another site, changing nothing there', async () => {
    expect((await post({ siteId: 999999, residents: [person('R-30')] })).body.code).toBe(Code.SITE_MISSING_OR_UNBOUND);
    expect((await post({ siteId: other.siteId, residents: [person('R-31')] })).body.code).toBe(
      Code.SITE_NOT_BOUND_LOCAL,
    );
    expect((await residentsOf(other.siteId)).some((row) => row.personId === 'R-31')).toBe(false);
  });

  it('hands the device configuration to a gateway, all of it or the keys asked for (6069 for a missing one)', async () => {
    const configs = server.app.services.of('device-config');
    await configs.systemCreate({ key: 'door.open.seconds', value: '5', description: 'How long the door stays open' });
    await configs.systemCreate({ key: 'panel.volume', value: '7' });
    const all = await deviceCall<{ list: { key: string }[] }>(server, gateway, 'GET', '/device/v1/config');
    expect(all.body.data.list).toEqual(
      expect.arrayContaining([
        { key: 'door.open.seconds', value: '5', description: 'How long the door stays open' },
        { key: 'panel.volume', value: '7', description: null },
      ]),
    );
    const some = await deviceCall<{ list: { key: string }[] }>(
      server,
      gateway,
      'GET',
      '/device/v1/config?keys=panel.volume',
    );
    expect(some.body.data.list.map((entry) => entry.key)).toEqual(['panel.volume']);
    const missing = await deviceCall(server, gateway, 'GET', '/device/v1/config?keys=panel.volume,no.such.key');
    expect(missing.body).toMatchObject({ code: Code.CONFIG_MISSING, msg: expect.stringContaining('no.such.key') });
  });

  it('tells the gateway, and only it, to remove a deleted resident’s person and faces', async () => {
    const face = await faceIn(server, gateway.siteId, 'register_success');
    const elsewhere = await faceIn(server, other.siteId, 'registering');
    const resident = await server.app.backend.tables.of('resident').findById(face.residentId);
    const deleted = await server.call('DELETE', `/api/residents/${face.residentId}`, { token: server.adminToken });
    expect(deleted.body.code).toBe(200);
    const removals = async (by: BoundGateway) => {
      const page = await deviceCall<{ removals: Removal[] }>(server, by, 'GET', '/device/v1/sync');
      return page.body.data.removals;
    };
    expect(await removals(gateway)).toContainEqual(
      expect.objectContaining({ residentId: face.residentId, personId: resident?.personId, faceIds: [face.id] }),
    );
    expect((await removals(other)).some((removal) => removal.residentId === face.residentId)).toBe(false);
    expect(await server.app.backend.tables.of('face').findById(face.id)).toBeUndefined();
    expect(elsewhere.status).toBe('registering');
  });

  it('writes no removal when the delete is refused later in its transaction', async () => {
    const face = await faceIn(server, gateway.siteId, 'registering');
    const removals = server.app.backend.tables.of('gateway-removal');
    // A rule of another feature, after ours, refuses this one delete: everything rolls back.
    server.app.services.on('resident', 'beforeDelete', (context) => {
      if (context.before?.id === face.residentId) throw new ApiError(Code.PROTECTED, 'kept for the test');
    });
    const refused = await server.call('DELETE', `/api/residents/${face.residentId}`, { token: server.adminToken });
    expect(refused.body.code).toBe(Code.PROTECTED);
    expect(await removals.findWhere({ residentId: face.residentId })).toEqual([]);
    expect(await server.app.backend.tables.of('face').findById(face.id)).toBeDefined();
  });
});
