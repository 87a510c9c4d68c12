import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Code } from '../../contract/errors';
import { GATEWAY_FAILURE_REASONS } from '../../server/features/gateways/failure-reasons';
import { databases } from '../support/databases';
import { singleFacePhoto } from '../support/face-photos';
import { type BoundGateway, bindGateway, faceIn, newResident, storedFace } from '../support/gateways';
import { runSimulator, type Simulator } from '../support/simulator-process';
import { startTestServer, type TestServer } from '../support/test-server';
import { postUpload } from '../support/upload-calls';

const FAST = ['--delay', '100', '--poll', '200', '--seed', '7'];

describe.each(databases)('gateway simulator, a real process ($kind)', (database) => {
  let server: TestServer;
  let url: string;
  const running: Simulator[] = [];
  const start = (gateway: BoundGateway, extra: string[]) => {
    const simulator = runSimulator(url, gateway, extra);
    running.push(simulator);
    return simulator;
  };
  /** A face of a new resident, uploaded and created through the console's API as an admin does it. */
  const uploadFace = async (siteId: number) => {
    const resident = await newResident(server, siteId);
    const upload = await postUpload(server, 'image', await singleFacePhoto(), 'face.jpg', { token: server.adminToken });
    const face = await server.call<{ id: number; status: string }>('POST', '/api/faces', {
      token: server.adminToken,
      body: { residentId: resident.id, faceUrl: upload.body.data?.url },
    });
    expect(face.body.code, JSON.stringify(face.body)).toBe(200);
    return face.body.data;
  };
  const until = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 30_000, interval: 100 });

  beforeAll(async () => {
    server = await startTestServer(database);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const simulator of running) await simulator.stop();
    await server?.close();
  });

  it('starts the site’s gateway, registers the faces uploaded before and after, and stops cleanly on SIGTERM', async () => {
    const gateway = await bindGateway(server, 'EE:00:00:00:00:01');
    // Uploaded through the console before the gateway ever called: it waits for it.
    const waiting = await uploadFace(gateway.siteId);
    expect(waiting.status).toBe('device_not_started');
    const simulator = start(gateway, FAST);
    await until(async () =>
      expect(await storedFace(server, waiting.id), simulator.output()).toMatchObject({ status: 'register_success' }),
    );
    const site = await server.app.backend.tables.of('site').findById(gateway.siteId);
    expect(site).toMatchObject({ gatewayOnline: true });
    expect(site?.gatewayStartedAt).not.toBeNull();
    // Uploaded once the gateway runs: registering at once, then registered.
    const later = await uploadFace(gateway.siteId);
    expect(later.status).toBe('registering');
    await until(async () =>
      expect(await storedFace(server, later.id), simulator.output()).toMatchObject({
        status: 'register_success',
        failureReason: null,
      }),
    );
    // Registered on a door panel after the photo came down through its signed link; the cloud keeps no copy.
    // The simulator writes its line once the console has answered the result, so the line may come a moment later.
    expect(simulator.output()).toMatch(new RegExp(`photo face=${later.id} bytes=\\d+`));
    await until(async () => expect(simulator.output()).toMatch(new RegExp(`registered face=${later.id} panel=\\d`)));
    const photo = await server.call('GET', `/api/faces/${later.id}/photo`, { token: server.adminToken });
    expect(photo.body.code).toBe(Code.NOT_FOUND);
    expect(await simulator.stop()).toBe(0);
    expect(simulator.output()).toMatch(/stopped signal=SIGTERM/);
  });

  it('fails every face with a realistic reason when told to fail them all', async () => {
    const gateway = await bindGateway(server, 'EE:00:00:00:00:02');
    const face = await faceIn(server, gateway.siteId, 'registering');
    const simulator = start(gateway, [...FAST, '--fail-share', '1']);
    await until(async () =>
      expect(await storedFace(server, face.id), simulator.output()).toMatchObject({ status: 'register_failed' }),
    );
    const failed = await storedFace(server, face.id);
    expect(failed?.registerFailedCount).toBe((face.registerFailedCount ?? 0) + 1);
    const code = String(failed?.failureReason).split(': ')[0];
    expect(GATEWAY_FAILURE_REASONS).toContain(code);
    expect(code, simulator.output()).not.toBe('photo-download-failed');
    await until(async () => expect(simulator.output()).toMatch(new RegExp(`failed face=${face.id} panel=\\d reason=`)));
    expect(await simulator.stop()).toBe(0);
  });

  it('gives up with exit code 1 when the console refuses its credential', async () => {
    const gateway = await bindGateway(server, 'EE:00:00:00:00:03');
    const simulator = start({ ...gateway, credential: 'revoked-or-mistyped' }, FAST);
    expect(await simulator.exited).toBe(1);
    expect(simulator.output()).toMatch(/refused code=401/);
  });
});
