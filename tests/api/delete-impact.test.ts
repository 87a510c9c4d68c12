import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

interface Effect {
  resource: string;
  label: { en: string; zh: string };
  field: string;
  through: string;
  onDelete: string;
  count: number;
}
interface Impact {
  ids: number[];
  effects: Effect[];
  refused: boolean;
  refusal: { code: number; detail: string | null } | null;
}

/** GET /api/<path>/delete-impact: what a delete would take with it, from the schemas' integrity rules. */
describe.each(databases)('the consequences of a delete ($kind)', (database) => {
  let server: TestServer;
  const impactOf = (path: string, ids: string, token = server.adminToken) =>
    server.call<Impact>('GET', `/api/${path}/delete-impact?ids=${ids}`, { token });
  const newSite = async (name: string, token = server.adminToken) =>
    (await server.call<{ id: number }>('POST', '/api/sites', { token, body: { name } })).body.data.id;
  /** Residents and faces written to the tables: what the counts say is under test, not the face lifecycle. */
  const populate = async (siteId: number, residents: number, faces: number) => {
    const { tables } = server.app.backend;
    const ids: number[] = [];
    for (let index = 0; index < residents; index++)
      ids.push(Number((await tables.of('resident').insert({ firstName: 'R', lastName: `L${index}`, siteId })).id));
    for (let index = 0; index < faces; index++)
      await tables.of('face').insert({
        faceUrl: '/upload/image/0123456789abcdef0123456789abcdef.jpg',
        residentId: ids[index % ids.length],
        siteId,
        status: 'registering',
      });
    return ids;
  };
  const brief = (effects: Effect[]) => effects.map(({ resource, onDelete, count }) => ({ resource, onDelete, count }));

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('says a site still holding residents and faces would be refused, and the delete is', async () => {
    const site = await newSite('Impact Court');
    await populate(site, 2, 3);
    const answer = await impactOf('sites', String(site));
    expect(answer.status).toBe(200);
    expect(answer.body.data.ids).toEqual([site]);
    expect(answer.body.data.refused).toBe(true);
    expect(brief(answer.body.data.effects)).toEqual([
      { resource: 'resident', onDelete: 'restrict', count: 2 },
      { resource: 'face', onDelete: 'restrict', count: 3 },
    ]);
    expect(answer.body.data.effects.find((effect) => effect.resource === 'resident')?.label).toEqual({
      en: 'Resident',
      zh: '住户',
    });
    expect(answer.body.data.refusal?.code).toBe(409);
    expect((await server.call('DELETE', `/api/sites/${site}`, { token: server.adminToken })).status).toBe(409);
  });

  it('counts the faces deleted with residents, across a batch, and they are', async () => {
    const site = await newSite('Cascade Court');
    const residents = await populate(site, 3, 5);
    const chosen = residents.slice(0, 2);
    const answer = await impactOf('residents', chosen.join(','));
    // Faces go round the residents: 0, 1, 2, 0, 1 — four of them hang off the first two.
    expect(answer.body.data).toMatchObject({ ids: chosen, refused: false, refusal: null });
    expect(brief(answer.body.data.effects)).toEqual([{ resource: 'face', onDelete: 'cascade', count: 4 }]);
    const { tables } = server.app.backend;
    // The delete was tried to find out whether it would go through, and undone.
    const before = (await tables.of('face').findWhere({ siteId: site })).length;
    expect(before).toBe(5);
    expect(await tables.of('resident').findWhere({ siteId: site })).toHaveLength(3);
    const removal = await server.call('POST', '/api/residents/delete', {
      token: server.adminToken,
      body: { ids: chosen },
    });
    expect(removal.status).toBe(200);
    expect(before - (await tables.of('face').findWhere({ siteId: site })).length).toBe(4);
  });

  it('says nothing goes with a site that has nothing, and leaves out ids of no row', async () => {
    const site = await newSite('Empty Court');
    const answer = await impactOf('sites', `${site},99999999`);
    expect(answer.body.data).toEqual({ ids: [site], effects: [], refused: false, refusal: null });
    expect(await server.app.backend.tables.of('site').findById(site)).toBeDefined();
  });

  it('counts the sessions an admin account would lose', async () => {
    const account = await createSignedInAccount(server, 'impact-admin', ['site-tabs']);
    await server.signIn('impact-admin', 'Other#2024pw');
    const answer = await impactOf('admins', String(account.id));
    expect(answer.status).toBe(200);
    expect(answer.body.data.refused).toBe(false);
    expect(brief(answer.body.data.effects)).toContainEqual({
      resource: 'admin-session',
      onDelete: 'cascade',
      count: 2,
    });
    // What goes with the account comes before what only loses its reference to it.
    const rules = answer.body.data.effects.map((effect) => effect.onDelete);
    expect(rules).toContain('set-null');
    expect(rules.slice(rules.indexOf('set-null')).every((rule) => rule === 'set-null')).toBe(true);
  });

  it('says when the write path would refuse the delete, and deletes nothing to find out', async () => {
    const { tables } = server.app.backend;
    const self = await tables.of('admin').findOneWhere({ accountName: 'admin' });
    const mine = await impactOf('admins', String(self?.id));
    expect(mine.body.data.refusal).toEqual({ code: Code.PROTECTED, detail: 'nobody deletes themselves' });
    const builtIn = (await tables.of('role').findWhere({ builtIn: true }))[0];
    const role = await impactOf('roles', String(builtIn?.id));
    expect(role.body.data.refusal?.code).toBe(Code.PROTECTED);
    expect(await tables.of('role').findById(Number(builtIn?.id))).toBeDefined();
    expect(await tables.of('admin').findById(Number(self?.id))).toBeDefined();
  });

  it('needs the delete permission and keeps to the caller’s own rows', async () => {
    const owner = await createSignedInAccount(server, 'impact-owner', ['site-tabs']);
    const mine = await newSite('Owned Court', owner.token);
    const theirs = await newSite('Not Yours Court');
    expect((await impactOf('sites', String(mine), owner.token)).body.data.ids).toEqual([mine]);
    const refused = await impactOf('sites', `${mine},${theirs}`, owner.token);
    expect(refused.body.code).toBe(Code.NOT_MINE);
    const outsider = await createSignedInAccount(server, 'impact-outsider', ['role-list']);
    expect((await impactOf('sites', String(mine), outsider.token)).status).toBe(403);
    expect((await server.call('GET', `/api/sites/delete-impact?ids=${mine}`)).status).toBe(401);
  });

  it('refuses ids that are not a list of row ids', async () => {
    for (const ids of ['', 'abc', '1,,2', '0', '-3'])
      expect((await impactOf('sites', ids)).status, `ids=${ids}`).toBe(400);
  });
});
