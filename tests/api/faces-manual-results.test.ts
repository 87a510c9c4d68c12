import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import * as photos from '../support/face-photos';
import { type FaceRow, faceWorld } from '../support/faces';
import { startTestServer, type TestServer } from '../support/test-server';

type Outcome = { id: number; ok: boolean; code: number; status?: string };

/** A person's manual detection results (docs/domain.md#manual-detection): a result per face, 6071–6075 and 6059. */
describe.each(databases)('manual detection results ($kind)', (database) => {
  let server: TestServer;
  const world = faceWorld(() => server);
  let good: Buffer;
  const switchOn = (siteId: number, enabled = true, token?: string) =>
    world.call('PUT', `/api/sites/${siteId}/manual-detection`, { enabled }, token);
  const give = (siteId: number, faces: FaceRow[], result: string, reason?: string, token?: string) =>
    world.call<{ results: Outcome[] }>(
      'POST',
      `/api/sites/${siteId}/manual-detection/results`,
      { items: faces.map(({ id, version }) => ({ id, version })), result, ...(reason !== undefined ? { reason } : {}) },
      token,
    );
  const stored = (id: number) => server.app.backend.tables.of('face').findById(id);

  beforeAll(async () => {
    server = await startTestServer(database);
    good = await photos.singleFacePhoto();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('passes faces on as if the tactics had passed, the switch ignored, and fails others with the reason', async () => {
    const started = await world.startedSite();
    await switchOn(started.id);
    const [first, second] = [await world.face(started.id, good), await world.face(started.id, good)];
    expect(first.status).toBe('manual_detecting');
    const passed = await give(started.id, [first], 'pass');
    expect(passed.body.data.results).toEqual([
      expect.objectContaining({ id: first.id, ok: true, code: 200, status: 'registering' }),
    ]);
    expect(await stored(first.id)).toMatchObject({ status: 'registering', manualDetectResult: 'pass' });
    const failed = await give(started.id, [second], 'fail', 'Wearing sunglasses');
    expect(failed.body.data.results[0]).toMatchObject({ ok: true, status: 'manual_failed' });
    expect(await stored(second.id)).toMatchObject({
      status: 'manual_failed',
      manualDetectResult: 'fail',
      failureReason: 'Wearing sunglasses',
      failureReasons: ['Wearing sunglasses'],
    });
    const unbound = await world.site();
    await switchOn(unbound.id);
    const waiting = await world.face(unbound.id, good);
    expect((await give(unbound.id, [waiting], 'pass')).body.data.results[0]).toMatchObject({
      status: 'device_not_started',
    });
  });

  it('gives each face its own result: 6072 another site, 6074 not waiting, 6075 changed since loaded', async () => {
    const site = await world.site();
    const other = await world.site();
    await switchOn(site.id);
    await switchOn(other.id);
    const ready = await world.face(site.id, good);
    const elsewhere = await world.face(other.id, good);
    const failedByTactic = await world.face(site.id, await photos.blurredPhoto());
    const changed = await world.face(site.id, good);
    const answer = await give(
      site.id,
      [ready, elsewhere, failedByTactic, { ...changed, version: changed.version + 1 }],
      'pass',
    );
    expect(answer.body.data.results.map(({ id, code }) => ({ id, code }))).toEqual([
      { id: ready.id, code: 200 },
      { id: elsewhere.id, code: Code.MANUAL_SITE_MISMATCH },
      { id: failedByTactic.id, code: Code.FACE_STATE_UNSUITABLE },
      { id: changed.id, code: Code.STALE },
    ]);
    expect(await stored(changed.id)).toMatchObject({ status: 'manual_detecting', version: changed.version });
    expect(await stored(elsewhere.id)).toMatchObject({ status: 'manual_detecting' });
  });

  it('answers 6073 for a face registered before the switch last went on', async () => {
    const site = await world.site();
    const opened = (await switchOn(site.id)).body.data as { manualDetectionOpenedAt: string };
    const face = await world.face(site.id, good);
    // Registered an hour before the switch went on (it was turned off and on again since).
    const anHourEarlier = new Date(Date.parse(opened.manualDetectionOpenedAt) - 3_600_000).toISOString();
    const early = await server.app.services.of('face').systemUpdate(face.id, { registerDate: anHourEarlier });
    const answer = await give(site.id, [early as unknown as FaceRow], 'pass');
    expect(answer.body.data.results[0]).toMatchObject({ ok: false, code: Code.MANUAL_REGISTERED_BEFORE_SWITCH });
  });

  it('answers 6071 with the switch off, 6059 for a site not the caller’s, 6084 for no site, and needs a reason to fail', async () => {
    const site = await world.site();
    await switchOn(site.id);
    const face = await world.face(site.id, good);
    await switchOn(site.id, false);
    expect((await give(site.id, [face], 'pass')).body.code).toBe(Code.MANUAL_SWITCH_OFF);
    await switchOn(site.id);
    const { token } = await createSignedInAccount(server, 'manual-judge', ['sp-site', 'site-tabs']);
    expect((await give(site.id, [face], 'pass', undefined, token)).body.code).toBe(Code.NOT_MINE);
    expect((await give(999_999, [face], 'pass')).body.code).toBe(Code.SITE_MISSING);
    const noReason = await give(site.id, [face], 'fail', '  ');
    expect(noReason.body).toMatchObject({ code: Code.BAD_REQUEST, data: { field: 'reason', rule: 'required' } });
    const badResult = await give(site.id, [face], 'maybe');
    expect(badResult.body.data).toMatchObject({ field: 'result' });
    expect((await give(site.id, [], 'pass')).body.code).toBe(Code.DELETE_EMPTY);
    expect(await stored(face.id)).toMatchObject({ status: 'manual_detecting', version: face.version });
  });
});
