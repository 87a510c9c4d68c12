import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import * as photos from '../support/face-photos';
import { faceWorld } from '../support/faces';
import { startTestServer, type TestServer } from '../support/test-server';

type Verdict = { code: string; passed: boolean; reason?: string };

/** A photo tried against one tactic and its thresholds, as an administrator tuning them does. */
describe.each(databases)('trying a tactic on a photo ($kind)', (database) => {
  let server: TestServer;
  const world = faceWorld(() => server);
  const tacticId = async (code: string) =>
    Number((await server.app.backend.tables.of('auto-detect-tactic').findOneWhere({ code }))?.id);
  const attempt = (id: number, faceUrl: unknown, token?: string) =>
    world.call<Verdict>('POST', `/api/auto-detect-tactics/${id}/try`, { faceUrl }, token);

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('passes a sharp photo and fails a blurred one with what was measured, writing nothing', async () => {
    const sharpness = await tacticId('sharpness');
    const facesBefore = (await server.app.backend.tables.of('face').findWhere({})).length;
    const sharp = await attempt(sharpness, await world.upload(await photos.singleFacePhoto()));
    expect(sharp.body).toMatchObject({ code: 200, data: { code: 'sharpness', passed: true } });
    const blurred = await attempt(sharpness, await world.upload(await photos.blurredPhoto()));
    expect(blurred.body.data).toMatchObject({ code: 'sharpness', passed: false });
    expect(blurred.body.data.reason).toMatch(/^sharpness: [\d.]+ < [\d.]+$/);
    expect((await server.app.backend.tables.of('face').findWhere({})).length).toBe(facesBefore);
  });

  it('judges with the thresholds as edited: a sharp photo fails once the minimum is raised past it', async () => {
    const sharpness = await tacticId('sharpness');
    const sharp = await world.upload(await photos.singleFacePhoto());
    expect((await attempt(sharpness, sharp)).body.data).toMatchObject({ passed: true });
    const tactic = await server.app.backend.tables.of('auto-detect-tactic').findById(sharpness);
    const params = { ...(tactic?.params as object), minVariance: 1_000_000 };
    await server.app.services.of('auto-detect-tactic').systemUpdate(sharpness, { params } as never);
    const strict = (await attempt(sharpness, sharp)).body.data;
    expect(strict).toMatchObject({ passed: false });
    expect(strict.reason).toMatch(/< 1000000$/);
    await server.app.services.of('auto-detect-tactic').systemUpdate(sharpness, { params: tactic?.params } as never);
  });

  it('refuses a switched-off tactic (6081), an unknown one (404), a photo not uploaded (400), and other roles (403)', async () => {
    const brightness = await tacticId('brightness');
    const url = await world.upload(await photos.singleFacePhoto());
    await server.app.services.of('auto-detect-tactic').systemUpdate(brightness, { enabled: false });
    expect((await attempt(brightness, url)).body.code).toBe(Code.SWITCH_OFF);
    await server.app.services.of('auto-detect-tactic').systemUpdate(brightness, { enabled: true });
    expect((await attempt(brightness, url)).body.data).toMatchObject({ passed: true });
    expect((await attempt(999_999, url)).status).toBe(404);
    const notUploaded = await attempt(brightness, 'https://example.org/face.jpg');
    expect(notUploaded.status).toBe(400);
    expect(notUploaded.body.data).toMatchObject({ field: 'faceUrl' });
    const { token } = await createSignedInAccount(server, 'tactic-outsider', ['sp-site', 'site-tabs']);
    expect((await attempt(brightness, url, token)).status).toBe(403);
  });
});
