import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { TestDatabase } from './databases';
import type { BoundGateway } from './gateways';
import { runSimulator, runSimulatorWith, type Simulator } from './simulator-process';
import { startTestServer, type TestServer } from './test-server';

/** A suite's test server, listening on a real port, and the simulator processes its tests start against it. */
export interface SimulatorSuite {
  readonly server: TestServer;
  /** The server's address, `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** One gateway's simulator: its MAC address and credential, then `args`. */
  gateway(gateway: BoundGateway, args: string[]): Simulator;
  /** A simulator with `args` after `--url` (a fleet's). */
  simulator(args: string[]): Simulator;
}

/** Registers the suite's hooks: the server started before its tests; the simulators still running, then the server, stopped after. */
export function simulatorSuite(database: TestDatabase, env: Record<string, string> = {}): SimulatorSuite {
  let server: TestServer | undefined;
  let url = '';
  const running: Simulator[] = [];
  const started = (simulator: Simulator) => {
    running.push(simulator);
    return simulator;
  };
  beforeAll(async () => {
    server = await startTestServer(database, env);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const simulator of running) await simulator.stop();
    await server?.close();
  });
  return {
    get server() {
      if (!server) throw new Error('the suite’s server is not started yet');
      return server;
    },
    get url() {
      return url;
    },
    gateway: (gateway, args) => started(runSimulator(url, gateway, args)),
    simulator: (args) => started(runSimulatorWith(url, args)),
  };
}
