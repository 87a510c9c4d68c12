import type { DeviceClient, FaceResult, SyncedFace, SyncPage } from './device-client';
import { HeldConfig, PANEL_DELAY_KEY } from './device-config';
import { DoorPanels } from './door-panels';
import { drawOutcome, seededRandom } from './draws';
import { FaceRegistrations } from './face-registrations';
import type { GatewayEvents } from './gateway-events';
import type { Ramp } from './ramp';
import { type OutboxOwner, ResultOutbox } from './result-outbox';
import type { PanelBehaviour } from './simulated-gateway';
import type { Timetable } from './timetable';

/** How a gateway reaches the console for its pages and results: HTTP calls, or frames on its push channel. */
export interface ConsoleLink {
  sync(cursor: string | undefined): Promise<SyncPage>;
  report(faceId: number, result: FaceResult): Promise<SyncedFace>;
}

/** What the gateways of a process share: the one timer, the pace of their connections, where their events go. */
export interface GatewayRuntime {
  timetable: Timetable;
  ramp: Ramp;
  events: GatewayEvents;
}

/**
 * The work of a site's gateway whatever connects it to the console: it follows the
 * device configuration (fetched over HTTP when its fingerprint changed; `panel.delay.ms`
 * overrides `--delay`), pages through what changed from its cursor, registers the
 * faces on its door panels once per version, notes the removals once each, and keeps
 * the results until the console answers them.
 */
export class GatewayWork implements OutboxOwner {
  private readonly removals = new Set<number>();
  private readonly config = new HeldConfig();
  private readonly panels: DoorPanels;
  private readonly outbox: ResultOutbox;
  private readonly registrations: FaceRegistrations;
  private cursor: string | undefined;
  private configTurn = Promise.resolve();
  /** Whether the gateway has caught up since it came online: the faces it sees after were written while it listened. */
  private caughtUp = false;
  private stopped = false;

  constructor(
    private readonly behaviour: PanelBehaviour,
    private readonly client: DeviceClient,
    private readonly link: ConsoleLink,
    private readonly runtime: GatewayRuntime,
    /** A result went unanswered while connected: the gateway says when to send it again. */
    readonly unanswered: () => void = () => {},
  ) {
    const random = seededRandom(behaviour.seed);
    this.panels = new DoorPanels(behaviour.panels, behaviour.delayMs, runtime.timetable);
    this.outbox = new ResultOutbox(this, runtime.events);
    this.registrations = new FaceRegistrations(
      client,
      this.panels,
      this.outbox,
      () => drawOutcome(random, behaviour.failShare),
      runtime.timetable,
      runtime.events,
    );
  }

  /** The gateway is online on a new connection (or after failed polls): its next pass catches up first. */
  cameOnline(): void {
    this.caughtUp = false;
  }

  /** The device configuration again when `version` is not the one held; one fetch at a time, in the order asked. */
  followConfig(version: string): Promise<void> {
    const turn = this.configTurn.then(() => this.fetchConfig(version));
    this.configTurn = turn.catch(() => {});
    return turn;
  }

  private async fetchConfig(version: string): Promise<void> {
    if (version === this.config.version) return;
    const { list } = await this.client.config();
    const changed = this.config.replace(version, list);
    const { events } = this.runtime;
    events.config(this.config.size, this.config.describe(changed));
    if (!changed.includes(PANEL_DELAY_KEY)) return;
    const delayMs = this.config.milliseconds(PANEL_DELAY_KEY) ?? this.behaviour.delayMs;
    this.panels.setDelay(delayMs);
    events.delay(delayMs);
  }

  /** Pages from the cursor until no page is left. */
  async syncPass(): Promise<void> {
    let page: SyncPage;
    do {
      page = await this.link.sync(this.cursor);
      for (const face of page.faces) this.registrations.consider(face, this.caughtUp);
      for (const removal of page.removals) {
        if (this.removals.has(removal.id)) continue;
        this.removals.add(removal.id);
        this.runtime.events.removed(removal);
      }
      this.cursor = page.nextCursor;
    } while (page.more && !this.stopped);
    this.caughtUp = true;
  }

  /** Sends again the results not answered yet; answers how many. */
  resendResults(): number {
    return this.outbox.resend();
  }

  /** Results waiting for the console's answer. */
  get waitingResults(): number {
    return this.outbox.size;
  }

  stop(): void {
    this.stopped = true;
    this.registrations.stop();
  }

  report(faceId: number, result: FaceResult): Promise<SyncedFace> {
    return this.link.report(faceId, result);
  }

  settled(faceId: number, face: SyncedFace | undefined): void {
    this.registrations.settled(faceId, face);
  }
}
