/**
 * Whether this node is draining: told to stop (SIGTERM) and still serving what it is sent,
 * while `/readyz` answers 503 so that the load balancer sends it nothing new. After
 * `SHUTDOWN_DRAIN_SECONDS` the node closes (server/main.ts).
 */
export class Drain {
  private since: number | undefined;

  get draining(): boolean {
    return this.since !== undefined;
  }

  start(): void {
    this.since ??= Date.now();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This node's drain: started on SIGTERM, read by `/readyz`. */
    drain: Drain;
  }
}
