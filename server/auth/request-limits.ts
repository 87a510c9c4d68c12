import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { Code } from '../../contract/errors';
import type { CacheStore } from '../cache/cache-store';
import { ApiError } from '../http/api-error';

export interface RequestLimitOptions {
  /** Calls of one account route one address may make in a minute before 6048. */
  perMinute: number;
}

const LOCK_SECONDS = 30;
const WINDOW_SECONDS = 60;

/**
 * Guards the account routes against double submits and floods, in the shared cache
 * so that every node counts together: the same request from the same address while
 * the first is still being answered gets 6047; more than `perMinute` calls of one
 * route from one address in a minute get 6048 (both HTTP 429).
 */
export class RequestLimits {
  /** The lock each request in progress holds, released when it is answered. */
  private readonly locks = new WeakMap<FastifyRequest, string>();

  constructor(
    private readonly cache: CacheStore,
    private readonly options: RequestLimitOptions = { perMinute: 60 },
  ) {}

  /**
   * The hooks to spread into a route's options. Without `flood`, only the double
   * submit is refused (sign-in, whose floods the graphic code answers instead).
   */
  hooks(limits: { flood: boolean } = { flood: true }): Pick<RouteShorthandOptions, 'preHandler' | 'onResponse'> {
    return {
      preHandler: async (request: FastifyRequest) => this.admit(request, limits.flood),
      onResponse: async (request: FastifyRequest, _reply: FastifyReply) => this.release(request),
    };
  }

  private async admit(request: FastifyRequest, flood: boolean): Promise<void> {
    const route = request.routeOptions.url ?? request.url;
    if (flood) {
      const floodKey = `flood:${route}:${request.ip}`;
      const calls = await this.cache.incr(floodKey);
      if (calls === 1) await this.cache.expire(floodKey, WINDOW_SECONDS);
      if (calls > this.options.perMinute) throw new ApiError(Code.FREQUENT_REQUESTS);
    }

    const fingerprint = createHash('sha256')
      .update(`${route}\n${request.ip}\n${JSON.stringify(request.body ?? null)}`)
      .digest('hex');
    const lockKey = `in-flight:${fingerprint}`;
    if ((await this.cache.incr(lockKey)) > 1) throw new ApiError(Code.REPEAT_REQUEST);
    await this.cache.expire(lockKey, LOCK_SECONDS);
    this.locks.set(request, lockKey);
  }

  private async release(request: FastifyRequest): Promise<void> {
    const lockKey = this.locks.get(request);
    if (lockKey) await this.cache.del(lockKey);
  }
}
