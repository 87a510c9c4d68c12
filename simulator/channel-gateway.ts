import { CLOSE } from '../server/features/gateways/channel/channel-protocol';
import { reconnectDelay } from './backoff';
import { type ChannelEnd, ChannelLink, type PushedFrame, Unanswered } from './channel-link';
import { CoalescedPass } from './coalesced-pass';
import { REFUSING_CODES, type SyncedFace, type SyncPage } from './device-client';
import { GatewayBase } from './gateway-base';
import { GatewayWork } from './gateway-work';

const FIRMWARE = 'simulator-1.0';
const PAGE_LIMIT = 100;
/** After a question the console did not answer while connected (too busy, a failure): when to ask again. */
const AGAIN_MS = 1000;
/** Closes after which connecting again cannot help: the credential revoked, or another connection took its place. */
const FINAL_CLOSES = new Set<number>([CLOSE.REVOKED, CLOSE.REPLACED]);

type Hello = Extract<PushedFrame, { type: 'hello' }>;

/**
 * A site gateway holding the console's push channel (the default). On `hello` it
 * catches up (sync over the channel until `more` is false) and sends again the results
 * it kept while away; on `changes` it syncs again (a `changes` that comes while a pass
 * runs asks for one more pass after it, however many come) and fetches the device
 * configuration over HTTP when its version changed; results go as `result` frames and
 * heartbeats every `heartbeatSeconds`. When the connection drops or is refused by a
 * network failure or the console's failure, it connects again after a growing pause;
 * a refused credential (401, 6064), an unbound site (4003) or a newer connection (4001)
 * stops it.
 */
export class ChannelGateway extends GatewayBase {
  protected readonly work = new GatewayWork(
    this.options,
    this.client,
    {
      sync: (cursor) => this.ask<SyncPage>({ type: 'sync', cursor, limit: PAGE_LIMIT }),
      report: (faceId, result) =>
        this.ask<{ face: SyncedFace }>({ type: 'result', faceId, ...result }).then((answer) => answer.face),
    },
    this.runtime,
    () => this.resendLater(),
  );
  /** The connection that said hello, while it is open. */
  private link: ChannelLink | undefined;
  /** The latest connection, open or opening. */
  private latest: ChannelLink | undefined;
  private readonly syncs = new CoalescedPass(
    () => this.work.syncPass(),
    (error) => this.syncFailed(error),
  );
  private failures = 0;
  private resendPlanned = false;

  start(): void {
    this.runtime.ramp.admit(() => this.connect());
  }

  override stop(): void {
    super.stop();
    this.latest?.close();
  }

  private connect(): void {
    if (this.stopped) return;
    const link: ChannelLink = new ChannelLink(
      this.options.url,
      this.client.headers,
      this.runtime.timetable,
      (frame) => this.pushed(link, frame),
      (end) => this.ended(link, end),
    );
    this.latest = link;
  }

  private pushed(link: ChannelLink, frame: PushedFrame): void {
    if (frame.type === 'hello') {
      this.greeted(link, frame);
      return;
    }
    if (frame.configVersion) this.followConfig(frame.configVersion);
    if (frame.kinds.some((kind) => kind !== 'config')) this.syncs.request();
  }

  private greeted(link: ChannelLink, hello: Hello): void {
    const { events } = this.runtime;
    this.link = link;
    this.failures = 0;
    this.work.cameOnline();
    events.online({ siteId: hello.siteId, siteName: hello.siteName, heartbeatSeconds: hello.heartbeatSeconds });
    if (hello.released > 0) events.released(hello.released);
    this.beatLater(link, hello.heartbeatSeconds * 1000);
    const resent = this.work.resendResults();
    if (resent > 0) events.resent(resent);
    this.followConfig(hello.configVersion);
    this.syncs.request();
  }

  private ended(link: ChannelLink, end: ChannelEnd): void {
    const { events, timetable, ramp } = this.runtime;
    if (this.link === link) {
      this.link = undefined;
      events.offline();
    }
    if (this.stopped) return;
    if (end.refused ? REFUSING_CODES.has(end.code) : FINAL_CLOSES.has(end.code)) {
      this.refused(end.code, end.message);
      return;
    }
    const retryMs = reconnectDelay(this.failures);
    this.failures += 1;
    const how = end.refused ? 'refused' : 'closed';
    events.lost(`channel ${how} ${end.code}: ${end.message}`, retryMs);
    timetable.after(retryMs, () => ramp.admit(() => this.connect()));
  }

  /** A heartbeat every `heartbeatSeconds` while this connection is the one held. */
  private beatLater(link: ChannelLink, everyMs: number): void {
    this.runtime.timetable.after(everyMs, () => {
      if (this.link !== link || !link.open) return;
      link.tell({ type: 'heartbeat', firmware: FIRMWARE, panels: this.options.panels });
      this.beatLater(link, everyMs);
    });
  }

  /** A sync pass failed while the channel held (no answer, 6048): again in a moment. Closed: the next hello syncs. */
  private syncFailed(error: unknown): void {
    if (error instanceof Unanswered && !this.link) return;
    this.runtime.events.lost(error instanceof Error ? error.message : String(error));
    this.runtime.timetable.after(AGAIN_MS, () => {
      if (this.link) this.syncs.request();
    });
  }

  /** The configuration of `version`, fetched again in a moment while the channel holds if the fetch failed. */
  private followConfig(version: string): void {
    this.work.followConfig(version).catch((error: unknown) => {
      this.runtime.events.lost(`config: ${error instanceof Error ? error.message : String(error)}`);
      this.runtime.timetable.after(AGAIN_MS, () => {
        if (this.link) this.followConfig(version);
      });
    });
  }

  /** Results the console left unanswered while the channel stayed open: sent again in a moment. */
  private resendLater(): void {
    if (this.resendPlanned || !this.link) return;
    this.resendPlanned = true;
    this.runtime.timetable.after(AGAIN_MS, () => {
      this.resendPlanned = false;
      if (this.link) this.work.resendResults();
    });
  }

  private ask<T>(frame: Parameters<ChannelLink['ask']>[0]): Promise<T> {
    const link = this.link;
    if (!link) return Promise.reject(new Unanswered('the channel is not open'));
    return link.ask(frame) as Promise<T>;
  }
}
