import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

type Operation = { summary?: string; tags?: string[]; security?: Record<string, string[]>[]; responses?: object };
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string }> };
};

const DEVICE_ROUTES = [
  'get /device/v1/channel',
  'post /device/v1/heartbeat',
  'get /device/v1/sync',
  'post /device/v1/faces/{id}/result',
  'post /device/v1/residents',
  'get /device/v1/config',
  'get /device/v1/faces/{id}/photo',
];

// The document does not depend on the engine; SQLite is enough here.
describe('device API in the OpenAPI document', () => {
  let server: TestServer;
  let document: OpenApi;

  beforeAll(async () => {
    server = await startTestServer({ kind: 'sqlite' });
    document = (await server.app.inject({ method: 'GET', url: '/docs/json' })).json() as OpenApi;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('declares the gateway credential and MAC address as security schemes', () => {
    expect(document.components.securitySchemes).toMatchObject({
      gatewayCredential: { type: 'http', scheme: 'bearer' },
      gatewayMac: { type: 'apiKey', in: 'header', name: 'X-Gateway-Mac' },
    });
  });

  it('documents every device route under its tag, with a summary and responses; all but the photo need the credential', () => {
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ route: `${method} ${path}`, operation })),
    );
    const device = documented.filter(({ route }) => route.includes('/device/'));
    expect(device.map(({ route }) => route).sort()).toEqual([...DEVICE_ROUTES].sort());
    for (const { route, operation } of device) {
      expect(operation.tags, route).toEqual(['Device API']);
      expect(operation.summary, route).toBeTruthy();
      expect(operation.responses, route).toHaveProperty('200');
      const expected = route.endsWith('/photo') ? [] : [{ gatewayCredential: [], gatewayMac: [] }];
      expect(operation.security, route).toEqual(expected);
    }
  });

  it('describes the push channel’s frames on its upgrade route', () => {
    const channel = document.paths['/device/v1/channel']?.get as Operation & { description?: string };
    expect(channel.responses).toHaveProperty('101');
    for (const frame of ['"hello"', '"changes"', '"page"', '"result"', '"error"', '"heartbeat"', '"sync"']) {
      expect(channel.description, frame).toContain(`{"type":${frame}`);
    }
  });
});
