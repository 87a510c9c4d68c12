import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeletedPage, HistoryPage } from '../../contract/record-history';
import { loadPrincipal } from '../../server/auth/principal';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { singleFacePhoto } from '../support/face-photos';
import { faceWorld } from '../support/faces';
import { bindGateway, deviceCall, faceIn } from '../support/gateways';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = { id: number; version: number; [field: string]: unknown };

/** Every write through the write path leaves a revision; reading it and putting a version back follow the record's rules. */
describe.each(databases)('record history ($kind)', (database) => {
  let server: TestServer;
  const world = faceWorld(() => server);
  const call = <T>(method: string, url: string, body?: unknown, token = server.adminToken) =>
    server.call<T>(method, url, { token, body });
  const history = async (path: string, id: number, token?: string) =>
    (await call<HistoryPage>('GET', `/api/${path}/${id}/history?pageSize=100`, undefined, token)).body;
  const revisions = async (path: string, id: number) => (await history(path, id)).data.list;
  const restore = (path: string, id: number, revision: number, body: unknown = {}, token?: string) =>
    call<Row>('POST', `/api/${path}/${id}/history/${revision}/restore`, body, token);
  const stored = (resource: string) => server.app.backend.tables.of(resource);
  const revisionCount = async () => (await stored('record-revision').findWhere({})).length;
  let named = 0;
  const site = async (name = `History site ${++named}`) => (await call<Row>('POST', '/api/sites', { name })).body.data;
  const resident = async (siteId: number, lastName = `Lee ${++named}`) =>
    (await call<Row>('POST', '/api/residents', { siteId, firstName: 'Ann', lastName })).body.data;

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('records the create, each update and the delete of a site and a resident: the admin, only the changed fields, the title', async () => {
    const north = await site('North gate');
    const lee = await resident(north.id, 'Lee');
    const edited = await call<Row>('PUT', `/api/residents/${lee.id}`, {
      version: lee.version,
      phone: '13800138000',
      lastName: 'Leigh',
    });
    expect(edited.body.code).toBe(200);

    const page = await history('residents', lee.id);
    expect(page.code).toBe(200);
    expect(page.data.total).toBe(2);
    const [updated, created] = page.data.list;
    expect(created).toMatchObject({ action: 'create', actorKind: 'admin', actorName: 'admin', recordTitle: 'Lee' });
    expect(created.changes).toMatchObject({ lastName: { after: 'Lee' }, siteId: { after: north.id } });
    expect(updated).toMatchObject({ action: 'update', recordTitle: 'Leigh' });
    expect(updated.changes).toEqual({
      phone: { before: null, after: '13800138000' },
      lastName: { before: 'Lee', after: 'Leigh' },
    });
    // The site a revision names comes by its title.
    expect(page.data.referenceLabels.siteId).toEqual({ [String(north.id)]: 'North gate' });
    const second = await call<HistoryPage>('GET', `/api/residents/${lee.id}/history?page=2&pageSize=1`);
    expect(second.body.data).toMatchObject({ total: 2, list: [{ id: created.id }] });

    expect((await call('DELETE', `/api/residents/${lee.id}`)).body.code).toBe(200);
    const [deleted] = await revisions('residents', lee.id);
    expect(deleted).toMatchObject({ action: 'delete', actorKind: 'admin' });
    expect(deleted.changes).toMatchObject({ siteId: { before: north.id }, countryCode: { before: '+86' } });
    expect(deleted.changes.siteId).not.toHaveProperty('after');
    // Deleting a resident erases their personal data once the delete has committed, in their history too.
    await expect.poll(async () => (await revisions('residents', lee.id))[0].changes.lastName).toEqual({ masked: true });

    const renamed = await call<Row>('PUT', `/api/sites/${north.id}`, { version: north.version, name: 'North' });
    expect(renamed.body.code).toBe(200);
    const siteRevisions = await revisions('sites', north.id);
    expect(siteRevisions.map((revision) => revision.action)).toEqual(['update', 'create']);
    expect(siteRevisions[0].changes).toEqual({ name: { before: 'North gate', after: 'North' } });
    expect(siteRevisions[0].adminId).toBeGreaterThan(0);
  });

  it("masks an admin's password hash and a third-party cloud's secret: the marker, never the value", async () => {
    const created = await call<Row>('POST', '/api/admins/account', {
      accountName: 'hist-clerk',
      name: 'Clerk',
      surname: 'Hu',
      countryCode: '+86',
      phone: '13900139000',
      email: 'clerk@example.com',
      roleIds: [],
      password: 'Clerk#2024pw',
      confirmPassword: 'Clerk#2024pw',
    });
    expect(created.body.code).toBe(200);
    const reset = await call('POST', `/api/admins/${created.body.data.id}/password`, {
      password: 'Clerk#2025pw',
      confirmPassword: 'Clerk#2025pw',
    });
    expect(reset.body.code).toBe(200);
    const [passwordReset] = await revisions('admins', created.body.data.id);
    expect(passwordReset).toMatchObject({ action: 'update', changes: { passwordHash: { masked: true } } });
    expect(Object.keys(passwordReset.changes)).toEqual(['passwordHash']);

    const cloud = await call<Row>('POST', '/api/third-clouds', {
      name: 'Hist cloud',
      endpoint: 'https://cloud.example.com/api',
      appId: 'app-1',
      secret: 'very-secret-value',
    });
    expect(cloud.body.code).toBe(200);
    const [cloudCreated] = await revisions('third-clouds', cloud.body.data.id);
    expect(cloudCreated.changes.secret).toEqual({ masked: true });
    const everything = JSON.stringify(await stored('record-revision').findWhere({}));
    expect(everything).not.toContain('very-secret-value');
    expect(everything).not.toContain('Clerk#2025pw');
    expect(everything).not.toMatch(/\$argon2|\$scrypt|\$2[aby]\$/);
  });

  it('names a gateway and its site for what the gateway writes, and a job for what the job writes', async () => {
    const gateway = await bindGateway(server, 'DE:00:00:00:00:31');
    const synced = await deviceCall<{ residents: { id: number }[] }>(server, gateway, 'POST', '/device/v1/residents', {
      siteId: gateway.siteId,
      residents: [{ personId: 'G-1', firstName: 'Gao', lastName: 'Gate' }],
    });
    expect(synced.body.code).toBe(200);
    const siteName = String((await stored('site').findById(gateway.siteId))?.name);
    const [byGateway] = await revisions('residents', synced.body.data.residents[0].id);
    expect(byGateway).toMatchObject({
      action: 'create',
      actorKind: 'gateway',
      siteId: gateway.siteId,
      actorName: siteName,
      adminId: null,
    });

    const face = await faceIn(server, gateway.siteId, 'register_failed');
    await server.app.backend.tables.of('site').touch(gateway.siteId, { gatewayStartedAt: new Date().toISOString() });
    await server.app.backend.tables.of('face').touch(face.id, {
      failureReason: 'timeout',
      registerFailedCount: 1,
      registerFailedDate: new Date(Date.now() - 3_600_000).toISOString(),
    });
    const job = await stored('scheduled-job').findOneWhere({ code: 'retry-failed-faces' });
    const run = await call('POST', `/api/scheduled-jobs/${job?.id}/run`);
    expect(run.body.code).toBe(200);
    const [byJob] = await revisions('faces', face.id);
    expect(byJob).toMatchObject({ action: 'update', actorKind: 'job', actorName: job?.name });
    expect(byJob.changes.status).toEqual({ before: 'register_failed', after: 'registering' });
  });

  it('leaves no revision of a write that fails: the revision is in the write’s own transaction', async () => {
    await site('Only once');
    const before = await revisionCount();
    const duplicate = await call('POST', '/api/sites', { name: 'Only once' });
    expect(duplicate.body.code).toBe(6038);
    const sites = server.app.services.of('site');
    await expect(
      server.app.backend.tables.inTransaction(async (tables) => {
        await sites.systemCreate({ name: 'Rolled back site' }, { tables });
        throw new Error('the write fails after the row was written');
      }),
    ).rejects.toThrow('the write fails');
    const refusedBatch = server.app.services.of('resident').createMany(await adminPrincipal(), [
      { siteId: (await site()).id, firstName: 'A', lastName: 'Fine' },
      { siteId: 999_999, firstName: 'B', lastName: 'Nowhere' },
    ]);
    await expect(refusedBatch).rejects.toThrow();
    expect(await stored('site').findOneWhere({ name: 'Rolled back site' })).toBeUndefined();
    // The one site made above, nothing else.
    expect(await revisionCount()).toBe(before + 1);
  });

  it('reads a history only with the resource’s permission code and the record’s ownership, a deleted one on its last values', async () => {
    const theirs = await site();
    const kept = await resident(theirs.id);
    const gone = await resident(theirs.id);
    await call('DELETE', `/api/residents/${gone.id}`);
    const clerk = await createSignedInAccount(server, 'hist-roles-only', ['role-list']);
    expect((await history('sites', theirs.id, clerk.token)).code).toBe(403);
    const scoped = await createSignedInAccount(server, 'hist-scoped', ['site-tabs']);
    expect((await history('sites', theirs.id, scoped.token)).code).toBe(6059);
    expect((await history('residents', kept.id, scoped.token)).code).toBe(6059);
    expect((await history('residents', gone.id, scoped.token)).code).toBe(6059);
    const deletedForScoped = await call<DeletedPage>('GET', '/api/residents/history/deleted', undefined, scoped.token);
    expect(deletedForScoped.body.data.list.map((row) => row.recordId)).not.toContain(gone.id);
    expect(
      (await restore('residents', kept.id, (await revisions('residents', kept.id))[0].id, {}, scoped.token)).body.code,
    ).toBe(6059);
    const own = await call<Row>('POST', '/api/sites', { name: 'Scoped own site' }, scoped.token);
    expect((await history('sites', own.body.data.id, scoped.token)).data.total).toBe(1);
    expect((await history('residents', 999_999)).code).toBe(404);
  });

  it('puts a previous version back under the version check, recorded as restored from it', async () => {
    const lee = await resident((await site()).id, 'Original');
    const first = await call<Row>('PUT', `/api/residents/${lee.id}`, { version: lee.version, lastName: 'Second' });
    await call<Row>('PUT', `/api/residents/${lee.id}`, { version: first.body.data.version, lastName: 'Third' });
    const [, , created] = await revisions('residents', lee.id);
    const stale = await restore('residents', lee.id, created.id, { version: lee.version });
    expect(stale.body.code).toBe(6075);
    expect((await stored('resident').findById(lee.id))?.lastName).toBe('Third');
    const current = await stored('resident').findById(lee.id);
    const restored = await restore('residents', lee.id, created.id, { version: current?.version });
    expect(restored.body.code).toBe(200);
    expect(restored.body.data.lastName).toBe('Original');
    const [newest] = await revisions('residents', lee.id);
    expect(newest).toMatchObject({ action: 'update', restoredFrom: created.id });
    expect(newest.changes.lastName).toEqual({ before: 'Third', after: 'Original' });
    const other = await resident((await site()).id);
    expect((await restore('residents', other.id, created.id, { version: 1 })).body.code).toBe(404);
  });

  it('makes a deleted site again from the deleted list; a deleted resident whose site is gone is refused naming it', async () => {
    const home = await site('Harbour view');
    expect((await call('DELETE', `/api/sites/${home.id}`)).body.code).toBe(200);
    const deleted = await call<DeletedPage>('GET', '/api/sites/history/deleted?pageSize=100');
    const found = deleted.body.data.list.find((row) => row.recordId === home.id);
    expect(found).toMatchObject({ recordTitle: 'Harbour view', actorKind: 'admin' });
    const made = await restore('sites', home.id, Number(found?.revisionId));
    expect(made.body.code).toBe(200);
    expect(made.body.data).toMatchObject({ name: 'Harbour view' });
    expect(made.body.data.id).not.toBe(home.id);
    const [recreated] = await revisions('sites', made.body.data.id);
    expect(recreated).toMatchObject({ action: 'create', restoredFrom: found?.revisionId });
    const after = await call<DeletedPage>('GET', '/api/sites/history/deleted?pageSize=100');
    expect(after.body.data.list.map((row) => row.recordId)).not.toContain(home.id);

    const lonely = await resident(made.body.data.id, 'Lonely');
    await call('DELETE', `/api/residents/${lonely.id}`);
    const [deleteOfLonely] = await revisions('residents', lonely.id);
    expect(deleteOfLonely.changes.siteId).toEqual({ before: made.body.data.id });
    // Deleting a resident erases their personal data, from their history too: it cannot be made again.
    await expect
      .poll(async () => (await restore('residents', lonely.id, deleteOfLonely.id)).body)
      .toMatchObject({ code: 6231, msg: 'First name, Last name' });
    expect((await call('DELETE', `/api/sites/${made.body.data.id}`)).body.code).toBe(200);
    const refused = await restore('residents', lonely.id, deleteOfLonely.id);
    expect(refused.body.code).toBe(6230);
    expect(refused.body.msg).toBe('Site “Harbour view”');
    expect(refused.body.data).toMatchObject({ field: 'siteId', rule: 'references' });
    const zh = await server.call('POST', `/api/residents/${lonely.id}/history/${deleteOfLonely.id}/restore?lang=zh`, {
      token: server.adminToken,
      body: {},
    });
    expect(zh.body.msg).toBe('站点 “Harbour view”');
    expect(await stored('resident').findOneWhere({ siteId: made.body.data.id })).toBeUndefined();
  });

  it('refuses a restore that would break a unique rule with its code, and changes nothing', async () => {
    const alpha = await site('Alpha place');
    const renamed = await call<Row>('PUT', `/api/sites/${alpha.id}`, { version: alpha.version, name: 'Beta place' });
    await site('Alpha place');
    const [, created] = await revisions('sites', alpha.id);
    const count = await revisionCount();
    const clash = await restore('sites', alpha.id, created.id, { version: renamed.body.data.version });
    expect(clash.body.code).toBe(6038);
    expect((await stored('site').findById(alpha.id))?.name).toBe('Beta place');
    expect(await revisionCount()).toBe(count);
  });

  it('runs a face’s hooks again when it is made again: its status goes back through the lifecycle', async () => {
    const started = await world.startedSite();
    const photo = await world.upload(await singleFacePhoto());
    const keeper = await world.resident(started.id);
    await world.createFace({ residentId: keeper.id, faceUrl: photo });
    const owner = await world.resident(started.id);
    const face = (await world.createFace({ residentId: owner.id, faceUrl: photo })).body.data;
    expect(face.status).toBe('registering');
    await server.app.services.of('face').systemUpdate(face.id, { status: 'register_failed', failureReason: 'timeout' });
    expect((await call('DELETE', `/api/faces/${face.id}`)).body.code).toBe(200);
    const [deleteOfFace] = await revisions('faces', face.id);
    expect(deleteOfFace.changes.status).toEqual({ before: 'register_failed' });
    const again = await restore('faces', face.id, deleteOfFace.id);
    expect(again.body.code).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'registering', failureReason: null, residentId: owner.id });
    // Made again, its photo was read once more (the tactics judged it): an account of who saw it says so.
    const reads = await stored('face-photo-read').findWhere({ faceId: Number(again.body.data.id) });
    expect(reads.map((read) => [read.via, read.readerName])).toEqual([['restore', 'admin']]);
  });

  it('purges revisions older than history.retentionDays with the daily log purge', async () => {
    const old = await site();
    const [revision] = await revisions('sites', old.id);
    const longAgo = new Date(Date.now() - 400 * 24 * 3_600_000).toISOString();
    await server.app.backend.tables.of('record-revision').update(revision.id, { at: longAgo });
    const job = await stored('scheduled-job').findOneWhere({ code: 'purge-logs' });
    const run = await call<{ message: string }>('POST', `/api/scheduled-jobs/${job?.id}/run`);
    expect(run.body.data.message).toMatch(/, [1-9]\d* record revisions older than 365 days/);
    expect(await stored('record-revision').findById(revision.id)).toBeUndefined();
    expect((await history('sites', old.id)).data.total).toBe(0);
  });

  async function adminPrincipal() {
    const admin = await stored('admin').findOneWhere({ accountName: 'admin' });
    const principal = await loadPrincipal(server.app.backend.tables, Number(admin?.id));
    if (!principal) throw new Error('the seeded admin has no principal');
    return principal;
  }
});
