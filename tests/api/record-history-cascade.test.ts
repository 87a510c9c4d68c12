import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import type { DeletedPage, HistoryPage, RevisionView } from '../../contract/record-history';
import { loadPrincipal } from '../../server/auth/principal';
import { ApiError } from '../../server/http/api-error';
import { databases } from '../support/databases';
import { singleFacePhoto } from '../support/face-photos';
import { type FaceRow, faceWorld } from '../support/faces';
import { formSchemaCalls, visitorPassSchema } from '../support/form-schemas';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = { id: number; version: number; [field: string]: unknown };

/** A resident whose delete a rule refuses after the faces were read; one whose faces a hook deletes through the write path first. */
const KEPT = 'Kept by a rule';
const FACES_FIRST = 'Faces go first';

/** Rows a delete takes with it (cascade) or leaves without their reference (set-null) get revisions of their own. */
describe.each(databases)('record history of cascaded rows ($kind)', (database) => {
  let server: TestServer;
  const world = faceWorld(() => server);
  const call = <T>(method: string, url: string, body?: unknown) =>
    server.call<T>(method, url, { token: server.adminToken, body });
  const history = async (path: string, id: number) =>
    (await call<HistoryPage>('GET', `/api/${path}/${id}/history?pageSize=100`)).body.data.list;
  const deletedFaces = async () =>
    (await call<DeletedPage>('GET', '/api/faces/history/deleted?pageSize=100')).body.data.list;
  /** Every stored revision of some records, oldest first: what the routes would show, whatever serves them. */
  const stored = async (resource: string, ids: number[]) =>
    (await server.app.backend.tables.of('record-revision').findWhere({ resource }))
      .filter((revision) => ids.includes(Number(revision.recordId)))
      .sort((one, other) => Number(one.id) - Number(other.id)) as unknown as RevisionView[];
  const deletesOf = async (faces: FaceRow[]) =>
    (await stored('face', ids(faces))).filter((revision) => revision.action === 'delete');
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
  let photoBytes: Buffer;
  /** A resident of a new site with two faces sharing a photo of its own (a resident's delete releases it), made through the API. */
  const residentWithFaces = async (lastName: string, count = 2) => {
    const site = await world.site();
    const resident = (await call<Row>('POST', '/api/residents', { siteId: site.id, firstName: 'Ada', lastName })).body
      .data;
    const photo = await world.upload(photoBytes);
    const faces: FaceRow[] = [];
    for (let index = 0; index < count; index++) {
      const made = await world.createFace({ residentId: resident.id, faceUrl: photo });
      expect(made.body.code).toBe(200);
      faces.push(made.body.data);
    }
    return { site, resident, faces, photo };
  };

  beforeAll(async () => {
    server = await startTestServer(database);
    photoBytes = await singleFacePhoto();
    const { services } = server.app;
    services.on('resident', 'beforeDelete', async ({ before, principal, tables }) => {
      if (before?.lastName === KEPT) throw new ApiError(Code.PROTECTED, 'kept by a rule of the test');
      if (before?.lastName !== FACES_FIRST || !principal) return;
      for (const face of await tables.of('face').findWhere({ residentId: Number(before.id) }))
        await services.of('face').remove(principal, Number(face.id), { tables });
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("records a delete of each face a resident's delete takes with it: the admin, the face's last values, masked as erased", async () => {
    const { site, resident, faces, photo } = await residentWithFaces('Cascade');
    expect(await deletesOf(faces)).toEqual([]);
    const last = await server.app.backend.tables.of('face').findByIds(ids(faces));
    expect((await call('DELETE', `/api/residents/${resident.id}`)).body.code).toBe(200);
    expect(await server.app.backend.tables.of('face').findByIds(ids(faces))).toEqual([]);

    for (const face of faces) {
      const lastValues = last.find((row) => Number(row.id) === face.id);
      const [deleted, ...older] = await history('faces', face.id);
      expect(deleted).toMatchObject({
        action: 'delete',
        recordId: face.id,
        recordTitle: String(face.id),
        actorKind: 'admin',
        actorName: 'admin',
        restoredFrom: null,
      });
      expect(deleted.adminId).toBeGreaterThan(0);
      expect(older.map((revision) => revision.action)).toContain('create');
      expect(deleted.changes).toMatchObject({
        residentId: { before: resident.id },
        siteId: { before: site.id },
        status: { before: lastValues?.status },
        registerFailedCount: { before: lastValues?.registerFailedCount },
      });
      expect(deleted.changes.residentId).not.toHaveProperty('after');
      // The resident's personal data is erased once the delete has committed: the face's photo in every revision of it.
      expect(deleted.changes.faceUrl).toEqual({ masked: true });
    }
    const everything = JSON.stringify(await stored('face', ids(faces)));
    expect(everything).not.toContain(photo);

    // The resident's own delete, once; the faces' with the same actor, in the same transaction.
    const residentDeletes = (await stored('resident', [resident.id])).filter((one) => one.action === 'delete');
    expect(residentDeletes).toHaveLength(1);
    const faceDeletes = await deletesOf(faces);
    expect(faceDeletes).toHaveLength(2);
    for (const one of faceDeletes) expect(one.adminId).toBe(residentDeletes[0].adminId);

    const listed = await deletedFaces();
    for (const [index, face] of faces.entries()) {
      expect(listed.find((row) => row.recordId === face.id)).toMatchObject({
        revisionId: faceDeletes[index].id,
        actorKind: 'admin',
        actorName: 'admin',
      });
    }

    // Made again from its history, a face names a resident that is gone: refused, naming them.
    const refused = await call('POST', `/api/faces/${faces[0].id}/history/${faceDeletes[0].id}/restore`, {});
    expect(refused.body.code).toBe(6230);
    expect(refused.body.msg).toMatch(/^Resident “/);
    expect(refused.body.data).toMatchObject({ field: 'residentId', rule: 'references' });
  });

  it('records nothing for a delete that is refused or only tried: the faces stay, their history unchanged', async () => {
    const { resident, faces } = await residentWithFaces(KEPT);
    const before = (await stored('face', ids(faces))).length;
    const refused = await call('DELETE', `/api/residents/${resident.id}`);
    expect(refused.body.code).toBe(Code.PROTECTED);
    // A caller that goes on in the same transaction after the refusal commits no revision of the faces that stayed.
    const admin = await server.app.backend.tables.of('admin').findOneWhere({ accountName: 'admin' });
    const principal = await loadPrincipal(server.app.backend.tables, Number(admin?.id));
    if (!principal) throw new Error('the seeded admin has no principal');
    await server.app.backend.tables.inTransaction(async (tables) => {
      const removal = server.app.services.of('resident').remove(principal, resident.id, { tables });
      await expect(removal).rejects.toThrow('kept by a rule');
      await server.app.services.of('site').create(principal, { name: 'Made after a refusal' }, { tables });
    });
    expect(await server.app.backend.tables.of('site').findOneWhere({ name: 'Made after a refusal' })).toBeDefined();
    // Delete confirmations try the delete in a transaction they roll back.
    const other = await residentWithFaces('Only tried');
    const impact = await call<{ refused: boolean }>('GET', `/api/residents/delete-impact?ids=${other.resident.id}`);
    expect(impact.body.code).toBe(200);
    expect(impact.body.data.refused).toBe(false);

    expect(await server.app.backend.tables.of('face').findByIds([...ids(faces), ...ids(other.faces)])).toHaveLength(4);
    expect((await stored('face', ids(faces))).length).toBe(before);
    expect(await deletesOf([...faces, ...other.faces])).toEqual([]);
    const listed = (await deletedFaces()).map((row) => row.recordId);
    for (const face of [...faces, ...other.faces]) expect(listed).not.toContain(face.id);
  });

  it('records each face once in a batch delete, and once when the write path deleted it first', async () => {
    const first = await residentWithFaces('Batch one');
    const second = await residentWithFaces('Batch two', 1);
    const removed = await call<{ ids: number[] }>('POST', '/api/residents/delete', {
      ids: [first.resident.id, second.resident.id, first.resident.id],
    });
    expect(removed.body.code).toBe(200);
    expect(removed.body.data.ids.sort()).toEqual([first.resident.id, second.resident.id].sort());
    const batchFaces = [...first.faces, ...second.faces];
    const deletes = await deletesOf(batchFaces);
    expect(deletes.map((one) => one.recordId).sort()).toEqual(ids(batchFaces).sort());
    expect(deletes.every((one) => one.actorKind === 'admin')).toBe(true);

    // A face deleted on its own earlier has its one delete, and nothing more when its resident goes.
    const alone = await residentWithFaces('Face deleted before');
    expect((await call('DELETE', `/api/faces/${alone.faces[0].id}`)).body.code).toBe(200);
    expect((await call('DELETE', `/api/residents/${alone.resident.id}`)).body.code).toBe(200);
    expect((await deletesOf(alone.faces)).map((one) => one.recordId)).toEqual(ids(alone.faces));

    // Read before the delete, then deleted through the write path by a hook in the same transaction: once each.
    const hooked = await residentWithFaces(FACES_FIRST);
    expect((await call('DELETE', `/api/residents/${hooked.resident.id}`)).body.code).toBe(200);
    expect((await deletesOf(hooked.faces)).map((one) => one.recordId).sort()).toEqual(ids(hooked.faces).sort());
    const listed = (await deletedFaces()).map((row) => row.recordId);
    for (const face of [...batchFaces, ...alone.faces, ...hooked.faces])
      expect(listed.filter((id) => id === face.id)).toHaveLength(1);
  });

  it("records the rows of a published entity: a site's delete takes its passes, a resident's leaves them without a host", async () => {
    const schema = visitorPassSchema();
    const properties = schema.properties as Record<string, unknown>;
    properties.hostId = {
      type: 'integer',
      'x-ui': { label: { en: 'Host', zh: '接待住户' } },
      'x-db': { references: 'resident', onDelete: 'set-null' },
    };
    const forms = formSchemaCalls(server);
    const saved = await forms.save(schema);
    expect(saved.body.code).toBe(200);
    expect((await call('POST', `/api/form-schemas/${saved.body.data.id}/publish`)).body.code).toBe(200);

    const gate = await world.site();
    const host = (await call<Row>('POST', '/api/residents', { siteId: gate.id, firstName: 'Hu', lastName: 'Host' }))
      .body.data;
    const hosted = (
      await call<Row>('POST', '/api/visitor-passes', { visitor: 'Ann', siteId: gate.id, hostId: host.id })
    ).body.data;
    expect(hosted.hostId).toBe(host.id);
    expect((await call('DELETE', `/api/residents/${host.id}`)).body.code).toBe(200);
    const [unhosted, created] = await stored('visitor-pass', [hosted.id]).then((rows) => rows.reverse());
    expect(created.action).toBe('create');
    expect(unhosted).toMatchObject({ action: 'update', actorKind: 'admin', recordTitle: 'Ann' });
    expect(unhosted.changes).toEqual({ hostId: { before: host.id, after: null } });

    const passes = [];
    for (const visitor of ['Bo', 'Cy'])
      passes.push((await call<Row>('POST', '/api/visitor-passes', { visitor, siteId: gate.id })).body.data);
    expect((await call('DELETE', `/api/sites/${gate.id}`)).body.code).toBe(200);
    const deletes = (await stored('visitor-pass', ids([hosted, ...passes]))).filter((one) => one.action === 'delete');
    expect(deletes.map((one) => [one.recordId, one.recordTitle, one.changes.visitor])).toEqual([
      [hosted.id, 'Ann', { before: 'Ann' }],
      [passes[0].id, 'Bo', { before: 'Bo' }],
      [passes[1].id, 'Cy', { before: 'Cy' }],
    ]);
    expect(deletes[0].changes.hostId).toBeUndefined();
  });
});
