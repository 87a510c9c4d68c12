import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import type { ResourceRecords } from '../../contract/generated/types';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

type Summary = { siteId: number; residents: number; faces: { total: number; byStatus: Record<string, number> } };
const SITE_CODES = ['sp-site', 'site-tabs'];
const NO_FACES = {
  registering: 0,
  register_failed: 0,
  register_success: 0,
  device_not_started: 0,
  manual_detecting: 0,
  manual_failed: 0,
  manual_passed: 0,
};

/** GET /api/sites/:id/summary: a site's residents and faces by status, for whoever may see the site. */
describe.each(databases)('the site summary ($kind)', (database) => {
  let server: TestServer;
  const summaryOf = (id: number | string, token = server.adminToken) =>
    server.call<Summary>('GET', `/api/sites/${id}/summary`, { token });
  const newSite = async (name: string, token = server.adminToken) =>
    (await server.call<{ id: number }>('POST', '/api/sites', { token, body: { name } })).body.data.id;
  /** Residents and faces written to the tables: the counts, not the face lifecycle, are under test here. */
  const populate = async (siteId: number, residents: number, statuses: ResourceRecords['face']['status'][]) => {
    const { tables } = server.app.backend;
    const ids: number[] = [];
    for (let index = 0; index < residents; index++) {
      const row = await tables.of('resident').insert({ firstName: 'R', lastName: `${siteId}-${index}`, siteId });
      ids.push(Number(row.id));
    }
    for (const [index, status] of statuses.entries()) {
      await tables.of('face').insert({
        faceUrl: '/upload/image/0123456789abcdef0123456789abcdef.jpg',
        residentId: ids[index % ids.length],
        siteId,
        status,
      });
    }
  };

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('counts the residents and the faces in each status of one site only', async () => {
    const site = await newSite('Summary Court');
    const other = await newSite('Other Court');
    await populate(site, 3, ['registering', 'registering', 'register_failed', 'register_success', 'manual_detecting']);
    await populate(other, 2, ['registering', 'manual_failed']);
    const answer = await summaryOf(site);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      siteId: site,
      residents: 3,
      faces: {
        total: 5,
        byStatus: { ...NO_FACES, registering: 2, register_failed: 1, register_success: 1, manual_detecting: 1 },
      },
    });
  });

  it('names every status with 0 for a site with nothing yet', async () => {
    const site = await newSite('Empty Court');
    expect((await summaryOf(site)).body.data).toEqual({
      siteId: site,
      residents: 0,
      faces: { total: 0, byStatus: NO_FACES },
    });
  });

  it('answers 6032 for an id that is not one and 6084 for no such site', async () => {
    expect((await summaryOf('abc')).body.code).toBe(Code.SITE_ID_NULL);
    expect((await summaryOf(0)).body.code).toBe(Code.SITE_ID_NULL);
    const missing = await summaryOf(999_999);
    expect(missing.body.code).toBe(Code.SITE_MISSING);
    expect(missing.status).toBe(400);
  });

  it('answers 6059 for another account’s site, and shows it to an account holding all-sites', async () => {
    const site = await newSite('Private Court');
    await populate(site, 1, ['register_failed']);
    const { token } = await createSignedInAccount(server, 'summary-neighbour', SITE_CODES);
    expect((await summaryOf(site, token)).body.code).toBe(Code.NOT_MINE);
    const own = await newSite('Neighbour Court', token);
    expect((await summaryOf(own, token)).body.data?.residents).toBe(0);
    const { token: auditor } = await createSignedInAccount(server, 'summary-auditor', [...SITE_CODES, 'all-sites']);
    expect((await summaryOf(site, auditor)).body.data?.faces.byStatus.register_failed).toBe(1);
  });

  it('answers 401 without a token and 403 without site-tabs', async () => {
    const site = await newSite('Closed Court');
    expect((await server.call('GET', `/api/sites/${site}/summary`)).body.code).toBe(Code.UNAUTHORIZED);
    const { token } = await createSignedInAccount(server, 'summary-outsider', ['home']);
    expect((await summaryOf(site, token)).body.code).toBe(Code.FORBIDDEN);
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { summary?: string; responses?: Record<string, unknown> }>>;
    };
    const route = document.paths['/api/sites/{id}/summary']?.get;
    expect(route?.summary).toBe("A site's residents and faces by status");
    expect(JSON.stringify(route?.responses?.['200'])).toContain('manual_detecting');
  });
});
