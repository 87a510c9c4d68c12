import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { Code } from '../../../contract/errors';
import type { CacheStore } from '../../cache/cache-store';
import { ApiError } from '../../http/api-error';

export interface RequestLimitOptions {
  /** Calls of one account route one address may make in a minute before 6048. */
  perMinute: number;
  /** The same for sign-in, which offices behind one address share; 0 leaves it to the graphic code alone. */
  signInPerMinute: number;
}

/** Which allowance a route draws on. */
export type LimitedRoute = 'account-flow' | 'sign-in';

const LOCK_SECONDS = 30;
const WINDOW_SECONDS = 60;

/**
 * Guards the account routes against double submits and floods, in the shared cache
 * so that every node counts together: the same request from the same address while
 * the first is still being answered gets 6047; more than the route's allowance of
 * calls from one address in a minute get 6048 (both HTTP 429).
 */
export class RequestLimits {
  /** The lock each request in progress holds, released when it is answered. */
  private readonly locks = new WeakMap<FastifyRequest, string>();

  constructor(
    private readonly cache: CacheStore,
    /** Read at each call, so that a changed allowance applies at once. */
    private readonly options: () => RequestLimitOptions = () => ({ perMinute: 60, signInPerMinute: 300 }),
  ) {}

  /** The hooks to spread into a route's options. An allowance of 0 refuses double submits only. */
  hooks(route: LimitedRoute = 'account-flow'): Pick<RouteShorthandOptions, 'preHandler' | 'onSend' | 'onResponse'> {
    const perMinute = () => (route === 'sign-in' ? this.options().signInPerMinute : this.options().perMinute);
    return {
      preHandler: async (request: FastifyRequest) => this.admit(request, perMinute()),
      // Released before the answer leaves, so a client that sends the same request again as soon
      // as it has the answer is not taken for a double submit; onResponse covers answers never sent.
      onSend: async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
        await this.release(request);
        return payload;
      },
      onResponse: async (request: FastifyRequest) => this.release(request),
    };
  }

  private async admit(request: FastifyRequest, perMinute: number): Promise<void> {
    const route = request.routeOptions.url ?? request.url;
    if (perMinute > 0) {
      const floodKey = `flood:${route}:${request.ip}`;
      const calls = await this.cache.incr(floodKey);
      if (calls === 1) await this.cache.expire(floodKey, WINDOW_SECONDS);
      if (calls > perMinute) throw new ApiError(Code.FREQUENT_REQUESTS);
    }

    // The JSON parser refuses bodies nested deeper than MAX_JSON_DEPTH, so stringifying one stays shallow.
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
    if (!lockKey) return;
    this.locks.delete(request);
    await this.cache.del(lockKey);
  }
}
