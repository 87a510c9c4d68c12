import type { Redis } from 'ioredis';
import { ChannelListeners, type NoticeListener, type Notices } from './notices';

/**
 * Notices through Redis pub/sub: published on the cache's own connection, heard on a
 * second one opened at the first subscription (a subscribed connection runs no other
 * command). ioredis subscribes again by itself after a reconnection.
 */
export class RedisNotices implements Notices {
  private readonly listeners = new ChannelListeners();
  private subscriber: Promise<Redis> | undefined;

  constructor(private readonly redis: Redis) {}

  async publish(channel: string, message: string): Promise<void> {
    await this.redis.publish(channel, message);
  }

  async subscribe(channel: string, listener: NoticeListener): Promise<() => Promise<void>> {
    const subscriber = await this.opened();
    if (this.listeners.add(channel, listener)) await subscriber.subscribe(channel);
    return async () => {
      if (this.listeners.remove(channel, listener)) await subscriber.unsubscribe(channel);
    };
  }

  async close(): Promise<void> {
    this.listeners.clear();
    const opening = this.subscriber;
    this.subscriber = undefined;
    const subscriber = await opening?.catch(() => undefined);
    await subscriber?.quit().catch(() => subscriber.disconnect());
  }

  /** The listening connection, opened once (a failed opening is tried again at the next subscription). */
  private opened(): Promise<Redis> {
    this.subscriber ??= this.open().catch((error: unknown) => {
      this.subscriber = undefined;
      throw error;
    });
    return this.subscriber;
  }

  private async open(): Promise<Redis> {
    const subscriber = this.redis.duplicate({ lazyConnect: true });
    subscriber.on('message', (channel: string, message: string) => this.listeners.deliver(channel, message));
    // Errors while reconnecting are retried by ioredis; without a listener they would be thrown.
    subscriber.on('error', () => {});
    try {
      await subscriber.connect();
    } catch (error) {
      subscriber.disconnect();
      throw error;
    }
    return subscriber;
  }
}
