/** Hears the messages published on one channel. */
export type NoticeListener = (message: string) => void;

/**
 * Short messages between the API nodes sharing a cache ("look again, something changed"):
 * what one node publishes on a channel reaches every node listening to it, itself
 * included. Nothing is kept: a node that is not listening misses the message, so a
 * notice only hastens what the node would otherwise find by polling its database.
 */
export interface Notices {
  publish(channel: string, message: string): Promise<void>;
  /** Calls `listener` with every later message on `channel`; resolves once listening, with the unsubscribe. */
  subscribe(channel: string, listener: NoticeListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The listeners of each channel, and the delivery of one message to them. */
export class ChannelListeners {
  private readonly byChannel = new Map<string, Set<NoticeListener>>();

  /** Adds a listener; true when it is the channel's first. */
  add(channel: string, listener: NoticeListener): boolean {
    const listeners = this.byChannel.get(channel) ?? new Set<NoticeListener>();
    this.byChannel.set(channel, listeners);
    listeners.add(listener);
    return listeners.size === 1;
  }

  /** Removes a listener; true when the channel has none left. */
  remove(channel: string, listener: NoticeListener): boolean {
    const listeners = this.byChannel.get(channel);
    listeners?.delete(listener);
    if (listeners?.size !== 0) return false;
    this.byChannel.delete(channel);
    return true;
  }

  deliver(channel: string, message: string): void {
    for (const listener of this.byChannel.get(channel) ?? []) {
      try {
        listener(message);
      } catch {
        // One listener failing leaves the others their message.
      }
    }
  }

  clear(): void {
    this.byChannel.clear();
  }
}

/** The notices of a single node: delivered in this process only. */
export class LocalNotices implements Notices {
  private readonly listeners = new ChannelListeners();

  async publish(channel: string, message: string): Promise<void> {
    queueMicrotask(() => this.listeners.deliver(channel, message));
  }

  async subscribe(channel: string, listener: NoticeListener): Promise<() => Promise<void>> {
    this.listeners.add(channel, listener);
    return async () => {
      this.listeners.remove(channel, listener);
    };
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
