import { REFUSING_CODES, RefusedCall } from './device-client';
import { GatewayBase } from './gateway-base';
import { GatewayWork } from './gateway-work';

const FALLBACK_POLL_MS = 5000;

/**
 * A site gateway polling the console's device API over HTTP (`--http`): on every poll
 * a heartbeat, the configuration when its fingerprint changed, the results still
 * unanswered, then a sync pass from its cursor.
 */
export class PollingGateway extends GatewayBase {
  protected readonly work = new GatewayWork(this.options, this.client, this.client, this.runtime);
  private online = false;

  start(): void {
    this.runtime.ramp.admit(() => void this.poll());
  }

  override stop(): void {
    super.stop();
    if (this.online) this.runtime.events.offline();
    this.online = false;
  }

  private async poll(): Promise<void> {
    const { events, timetable } = this.runtime;
    let pollMs = this.options.pollMs;
    try {
      const beat = await this.client.heartbeat(this.options.panels);
      pollMs ??= beat.pollSeconds * 1000;
      if (!this.online) {
        this.work.cameOnline();
        events.online({ siteId: beat.siteId, siteName: beat.siteName, pollMs });
      }
      if (beat.released > 0) events.released(beat.released);
      this.online = true;
      await this.work.followConfig(beat.configVersion);
      const resent = this.work.resendResults();
      if (resent > 0) events.resent(resent);
      await this.work.syncPass();
    } catch (error) {
      if (error instanceof RefusedCall && REFUSING_CODES.has(error.code)) {
        this.refused(error.code, error.message);
        return;
      }
      if (this.online) events.offline();
      this.online = false;
      events.lost(error instanceof Error ? error.message : String(error));
    }
    if (!this.stopped) timetable.after(pollMs ?? FALLBACK_POLL_MS, () => void this.poll());
  }
}
