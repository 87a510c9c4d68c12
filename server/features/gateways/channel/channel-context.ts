import type { FastifySchemaCompiler } from 'fastify';
import type { CacheStore } from '../../../cache/cache-store';
import type { FrameContext } from './frame-answers';

/** What the push channel works with: the device routes' context, the validator, the cache, the key. */
export interface PushChannelContext extends FrameContext {
  compile: FastifySchemaCompiler<unknown>;
  cache: CacheStore;
  secretKey: Buffer;
  /** Counts a gateway's frame (not a heartbeat) and the answer to it in the site's device traffic. */
  count(siteId: number, bytes: number, failed: boolean): void;
}
