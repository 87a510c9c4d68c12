import { describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import type { DeletedPage, HistoryPage } from '../../contract/record-history';
import { keepsHistory } from '../../contract/record-history';
import { builtInResources } from '../../contract/registry';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { formSchemaSuite, visitorPassSchema } from '../support/form-schemas';

type Row = { id: number; version: number; [field: string]: unknown };
type Operation = { operationId?: string; tags?: string[]; responses?: Record<string, unknown> };

/** The visitor pass of the form generator's tests, owned through its site as a resident is. */
function ownedPassSchema(): Record<string, unknown> {
  const schema = visitorPassSchema();
  const resource = schema['x-resource'] as Record<string, unknown>;
  return { ...schema, 'x-resource': { ...resource, owned: { through: 'siteId', resource: 'site' } } };
}

/** An entity nobody creates or edits (listed, shown and deleted only): it keeps no history. */
function gateNoticeSchema(): Record<string, unknown> {
  return {
    $id: 'gate-notice',
    title: 'Gate notice',
    type: 'object',
    'x-resource': {
      path: 'gate-notices',
      table: 'gate_notice',
      permission: 'gate-notice-list',
      newPermission: true,
      label: { en: 'Gate notice', zh: '门岗通知' },
      operations: ['list', 'show', 'delete'],
    },
    properties: {
      text: {
        type: 'string',
        minLength: 1,
        maxLength: 40,
        pattern: '^[^<>]*$',
        'x-ui': { label: { en: 'Text', zh: '内容' } },
      },
    },
    required: ['text'],
    additionalProperties: false,
  };
}

/** An entity published at run time has the history routes of a built-in resource, found per request. */
describe.each(databases)('the history of a published entity ($kind)', (database) => {
  const suite = formSchemaSuite(database);
  const call = <T = unknown>(method: string, url: string, body?: unknown, token = suite.server.adminToken) =>
    suite.server.call<T>(method, url, { token, body });
  const history = async (id: number, token?: string, query = 'pageSize=100') =>
    (await call<HistoryPage>('GET', `/api/visitor-passes/${id}/history?${query}`, undefined, token)).body;
  const deleted = async (token?: string) =>
    (await call<DeletedPage>('GET', '/api/visitor-passes/history/deleted?pageSize=100', undefined, token)).body;
  const restore = (id: number, revision: number, body: unknown = {}, token?: string) =>
    call<Row>('POST', `/api/visitor-passes/${id}/history/${revision}/restore`, body, token);
  let named = 0;
  const site = async (token?: string) =>
    (await call<Row>('POST', '/api/sites', { name: `Pass history site ${++named}` }, token)).body.data;
  const pass = async (siteId: number, visitor: string, token?: string) => {
    const created = await call<Row>('POST', '/api/visitor-passes', { visitor, siteId }, token);
    expect(created.body.code).toBe(Code.OK);
    return created.body.data;
  };
  const publish = async (schema: unknown) => {
    const saved = await suite.calls.save(schema);
    expect(saved.body.code).toBe(Code.OK);
    const published = await call('POST', `/api/form-schemas/${saved.body.data.id}/publish`);
    expect(published.body.code).toBe(Code.OK);
  };

  it('records a pass’s writes and reads its history newest first: who, and only the changed fields', async () => {
    await publish(ownedPassSchema());
    await publish(gateNoticeSchema());
    const gate = await site();
    const ann = await pass(gate.id, 'Ann Lee');
    const edited = await call<Row>('PUT', `/api/visitor-passes/${ann.id}`, {
      visitor: 'Ann Li',
      escorted: true,
      version: ann.version,
    });
    expect(edited.body.code).toBe(Code.OK);

    const page = await history(ann.id);
    expect(page.code).toBe(Code.OK);
    expect(page.data.total).toBe(2);
    const [updated, created] = page.data.list;
    expect(updated).toMatchObject({ action: 'update', resource: 'visitor-pass', recordId: ann.id, actorKind: 'admin' });
    expect(updated.changes).toEqual({
      visitor: { before: 'Ann Lee', after: 'Ann Li' },
      escorted: { before: false, after: true },
    });
    expect(created).toMatchObject({ action: 'create', actorName: 'admin', recordTitle: 'Ann Lee' });
    expect(created.changes).toMatchObject({ visitor: { after: 'Ann Lee' }, siteId: { after: gate.id } });
    expect(page.data.referenceLabels.siteId).toEqual({ [String(gate.id)]: gate.name });
    const second = await history(ann.id, undefined, 'page=2&pageSize=1');
    expect(second.data).toMatchObject({ total: 2, list: [{ id: created.id }] });

    // Refused as a built-in resource's history refuses it.
    expect((await history(999_999)).code).toBe(Code.NOT_FOUND);
    const badId = await call('GET', '/api/visitor-passes/first/history');
    expect(badId.body.code).toBe(Code.BAD_REQUEST);
    expect((await call('GET', '/api/sites/first/history')).body.code).toBe(Code.BAD_REQUEST);
    expect((await call('GET', `/api/visitor-passes/${ann.id}/history?pageSize=101`)).body.code).toBe(Code.BAD_REQUEST);
  });

  it('lists deleted passes, puts an older version back under the version check, and makes a deleted one again', async () => {
    const gate = await site();
    const bo = await pass(gate.id, 'Bo');
    const renamed = await call<Row>('PUT', `/api/visitor-passes/${bo.id}`, { visitor: 'Bo Chen', version: bo.version });
    const [, created] = (await history(bo.id)).data.list;
    const stale = await restore(bo.id, created.id, { version: bo.version });
    expect(stale.body.code).toBe(Code.STALE);
    const putBack = await restore(bo.id, created.id, { version: renamed.body.data.version });
    expect(putBack.body.code).toBe(Code.OK);
    expect(putBack.body.data).toMatchObject({ id: bo.id, visitor: 'Bo', siteId: gate.id });
    const [newest] = (await history(bo.id)).data.list;
    expect(newest).toMatchObject({ action: 'update', restoredFrom: created.id });
    expect(newest.changes).toEqual({ visitor: { before: 'Bo Chen', after: 'Bo' } });

    const cy = await pass(gate.id, 'Cy');
    expect((await call('DELETE', `/api/visitor-passes/${cy.id}`)).body.code).toBe(Code.OK);
    const gone = (await deleted()).data.list.find((row) => row.recordId === cy.id);
    expect(gone).toMatchObject({ recordTitle: 'Cy', actorKind: 'admin', actorName: 'admin' });
    const [deleteRevision] = (await history(cy.id)).data.list;
    expect(deleteRevision).toMatchObject({ action: 'delete', id: gone?.revisionId });
    expect(deleteRevision.changes.siteId).toEqual({ before: gate.id });

    const made = await restore(cy.id, Number(gone?.revisionId));
    expect(made.body.code).toBe(Code.OK);
    expect(made.body.data).toMatchObject({ visitor: 'Cy', siteId: gate.id, kind: 'guest' });
    expect(made.body.data.id).not.toBe(cy.id);
    expect((await call<Row>('GET', `/api/visitor-passes/${made.body.data.id}`)).body.data.visitor).toBe('Cy');
    const [recreated] = (await history(made.body.data.id)).data.list;
    expect(recreated).toMatchObject({ action: 'create', restoredFrom: gone?.revisionId });
    expect((await deleted()).data.list.map((row) => row.recordId)).not.toContain(cy.id);
    // A revision of another pass is not this one's.
    expect((await restore(bo.id, deleteRevision.id, { version: 1 })).body.code).toBe(Code.NOT_FOUND);
  });

  it('asks the entity’s own permission code and the record’s ownership, as a built-in resource’s history does', async () => {
    const gate = await site();
    const theirs = await pass(gate.id, 'Dee');
    const lost = await pass(gate.id, 'Eve');
    await call('DELETE', `/api/visitor-passes/${lost.id}`);
    const [revision] = (await history(theirs.id)).data.list;

    const noCode = await createSignedInAccount(suite.server, 'pass-history-no-code', ['site-tabs']);
    expect((await history(theirs.id, noCode.token)).code).toBe(Code.FORBIDDEN);
    expect((await deleted(noCode.token)).code).toBe(Code.FORBIDDEN);
    expect((await restore(theirs.id, revision.id, {}, noCode.token)).body.code).toBe(Code.FORBIDDEN);
    // The same refusal as a built-in resource's history gives an account without its code.
    const roles = await call<{ list: Row[] }>('GET', '/api/roles');
    const role = roles.body.data.list[0];
    expect((await call('GET', `/api/roles/${role.id}/history`, undefined, noCode.token)).body.code).toBe(
      Code.FORBIDDEN,
    );
    expect((await call('GET', `/api/visitor-passes/${theirs.id}/history`, undefined, '')).body.code).toBe(
      Code.UNAUTHORIZED,
    );

    // Holding the code without every site: only the passes of its own sites, a deleted one on its last values.
    const scoped = await createSignedInAccount(suite.server, 'pass-history-scoped', ['visitor-pass-list', 'site-tabs']);
    expect((await history(theirs.id, scoped.token)).code).toBe(Code.NOT_MINE);
    expect((await history(lost.id, scoped.token)).code).toBe(Code.NOT_MINE);
    expect((await restore(theirs.id, revision.id, {}, scoped.token)).body.code).toBe(Code.NOT_MINE);
    const ownSite = await site(scoped.token);
    const own = await pass(ownSite.id, 'Fay', scoped.token);
    await call('DELETE', `/api/visitor-passes/${own.id}`, undefined, scoped.token);
    const visible = (await deleted(scoped.token)).data.list.map((row) => row.recordId);
    expect(visible).toContain(own.id);
    expect(visible).not.toContain(lost.id);
    expect((await history(own.id, scoped.token)).data.total).toBe(2);
    expect((await call<Row>('GET', `/api/visitor-passes/${theirs.id}`)).body.data.visitor).toBe('Dee');
  });

  it('answers 404 for a path no live entity has or whose entity keeps no history; the generic routes answer as before', async () => {
    for (const token of [suite.server.adminToken, '']) {
      expect((await call('GET', '/api/no-such-entity/1/history', undefined, token)).status).toBe(404);
      expect((await call('GET', '/api/no-such-entity/history/deleted', undefined, token)).status).toBe(404);
      expect((await call('POST', '/api/no-such-entity/1/history/1/restore', {}, token)).status).toBe(404);
    }
    const notice = await call<Row>('GET', '/api/gate-notices');
    expect(notice.body.code).toBe(Code.OK);
    expect((await call('GET', '/api/gate-notices/1/history')).body.code).toBe(Code.NOT_FOUND);
    expect((await call('GET', '/api/gate-notices/history/deleted')).body.code).toBe(Code.NOT_FOUND);
    expect((await call('POST', '/api/gate-notices/1/history/1/restore', {})).body.code).toBe(Code.NOT_FOUND);
    // A built-in resource that keeps no history (a log) still has no history routes.
    const log = builtInResources().find((resource) => !keepsHistory(resource) && resource.operations.includes('list'));
    expect(log).toBeDefined();
    expect((await call('GET', `/api/${log?.path}/1/history`)).body.code).toBe(Code.NOT_FOUND);
    expect((await call('GET', `/api/${log?.path}/history/deleted`)).body.code).toBe(Code.NOT_FOUND);

    const gate = await site();
    const gil = await pass(gate.id, 'Gil');
    expect((await call<Row>('GET', `/api/visitor-passes/${gil.id}`)).body.data.visitor).toBe('Gil');
    const listed = await call<{ list: Row[] }>('GET', '/api/visitor-passes?q=Gil');
    expect(listed.body.data.list.map((row) => row.id)).toEqual([gil.id]);
    expect((await call('POST', '/api/visitor-passes/delete', { ids: [gil.id] })).body.code).toBe(Code.OK);
    expect((await deleted()).data.list.map((row) => row.recordId)).toContain(gil.id);
  });

  it('documents each published entity’s history operations as its own, and not the routes of every entity', async () => {
    const document = (await suite.server.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const read = document.paths['/api/visitor-passes/{id}/history']?.get;
    expect(read).toMatchObject({ operationId: 'getVisitorPassHistory', tags: ['Visitor pass'] });
    expect(document.paths['/api/visitor-passes/history/deleted']?.get?.tags).toEqual(['Visitor pass']);
    const put = document.paths['/api/visitor-passes/{id}/history/{revision}/restore']?.post;
    expect(JSON.stringify(put?.responses?.['200'])).toContain('visitor');
    expect(document.paths['/api/sites/{id}/history']?.get?.operationId).toBe('getSiteHistory');
    expect(Object.keys(document.paths).filter((path) => path.includes('{entity}'))).toEqual([]);
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/gate-notices/'))).toEqual([
      '/api/gate-notices/{id}',
      '/api/gate-notices/delete',
    ]);
  });

  it('serves the history of an entity live since the start, documented once', async () => {
    const hal = await pass((await site()).id, 'Hal');
    await suite.server.restart();
    const page = await history(hal.id);
    expect(page.code).toBe(Code.OK);
    expect(page.data.list.map((revision) => revision.action)).toEqual(['create']);
    const docs = await suite.server.app.inject({ method: 'GET', url: '/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toContain('/api/visitor-passes/{id}/history');
  });
});
