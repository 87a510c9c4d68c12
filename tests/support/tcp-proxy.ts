import { once } from 'node:events';
import net from 'node:net';

/**
 * A TCP proxy in front of a real server (PostgreSQL here), which a test can cut and restore:
 * cut, every connection through it is reset and new ones are refused, as a node sees its
 * database restart or its network fail; restored, connections go through again. The server
 * behind it is never touched, so the other suites sharing it go on.
 */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();

  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const probe = net.createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const { port } = probe.address() as net.AddressInfo;
    probe.close();
    await once(probe, 'close');
    const proxy = new TcpProxy(port, target);
    await proxy.restore();
    return proxy;
  }

  /** Listens again: new connections reach the server. */
  async restore(): Promise<void> {
    if (this.server) return;
    const server = net.createServer((client) => this.forward(client));
    server.listen(this.port, '127.0.0.1');
    await once(server, 'listening');
    this.server = server;
  }

  /** Resets every connection and stops listening: new ones are refused. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.resetAndDestroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async close(): Promise<void> {
    await this.cut();
  }

  private forward(client: net.Socket): void {
    const upstream = net.connect(this.target.port, this.target.host);
    for (const [socket, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      this.sockets.add(socket);
      socket.on('error', () => other.destroy());
      socket.on('close', () => {
        this.sockets.delete(socket);
        other.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
