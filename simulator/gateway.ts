import { DeviceClient, RefusedCall, type SyncedFace, type SyncPage } from './device-client';
import { HeldConfig, PANEL_DELAY_KEY } from './device-config';
import { DoorPanels } from './door-panels';
import { drawOutcome, seededRandom } from './draws';
import { logEvent } from './log';
import type { SimulatorOptions } from './options';

/** Codes after which calling again cannot help: an unknown or revoked credential, a MAC the site is not bound to. */
const FATAL_CODES = new Set([401, 6064]);
const FALLBACK_POLL_MS = 5000;
const DOWNLOAD_ATTEMPTS = 3;

/**
 * A site gateway speaking the console's device API: on every poll a heartbeat, then
 * a sync pass from its cursor. Each registering face it has not handled at that
 * version has its photo downloaded through the signed link and registered on a door
 * panel after the delay; the result goes back. Rows may come again (the sync
 * overlaps), so faces are deduplicated by id and version.
 */
export class SimulatedGateway {
  private readonly client: DeviceClient;
  private readonly panels: DoorPanels;
  private readonly random: () => number;
  private readonly handled = new Map<number, number>();
  private readonly removals = new Set<number>();
  private readonly config = new HeldConfig();
  private cursor: string | undefined;
  private timer: NodeJS.Timeout | undefined;
  private online = false;
  private stopped = false;

  constructor(
    private readonly options: SimulatorOptions,
    private readonly exit: (code: number) => void,
  ) {
    this.client = new DeviceClient(options.url, options.mac, options.credential);
    this.panels = new DoorPanels(options.panels, options.delayMs);
    this.random = seededRandom(options.seed);
  }

  async start(): Promise<void> {
    await this.poll();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.panels.stop();
  }

  private async poll(): Promise<void> {
    let pollMs = this.options.pollMs;
    try {
      const beat = await this.client.heartbeat(this.options.panels);
      pollMs ??= beat.pollSeconds * 1000;
      if (!this.online) logEvent('online', { site: beat.siteId, name: beat.siteName, pollMs });
      if (beat.released > 0) logEvent('released', { faces: beat.released });
      this.online = true;
      if (beat.configVersion !== this.config.version) await this.fetchConfig(beat.configVersion);
      await this.syncPass();
    } catch (error) {
      if (error instanceof RefusedCall && FATAL_CODES.has(error.code)) {
        logEvent('refused', { code: error.code, message: error.message });
        this.stop();
        this.exit(1);
        return;
      }
      this.online = false;
      logEvent('error', { message: error instanceof Error ? error.message : String(error) });
    }
    if (!this.stopped) this.timer = setTimeout(() => void this.poll(), pollMs ?? FALLBACK_POLL_MS);
  }

  /** The device configuration again, after a heartbeat gave another fingerprint; `panel.delay.ms` overrides `--delay`. */
  private async fetchConfig(version: string): Promise<void> {
    const { list } = await this.client.config();
    const changed = this.config.replace(version, list);
    logEvent('config', { keys: this.config.size, changed: this.config.describe(changed) || undefined });
    if (!changed.includes(PANEL_DELAY_KEY)) return;
    const delayMs = this.config.milliseconds(PANEL_DELAY_KEY) ?? this.options.delayMs;
    this.panels.setDelay(delayMs);
    logEvent('delay', { ms: delayMs });
  }

  private async syncPass(): Promise<void> {
    let page: SyncPage;
    do {
      page = await this.client.sync(this.cursor);
      for (const face of page.faces) this.consider(face);
      for (const removal of page.removals) {
        if (this.removals.has(removal.id)) continue;
        this.removals.add(removal.id);
        logEvent('removed', {
          resident: removal.residentId,
          person: removal.personId,
          faces: removal.faceIds.join(','),
        });
      }
      this.cursor = page.nextCursor;
    } while (page.more && !this.stopped);
  }

  private consider(face: SyncedFace): void {
    if (face.status !== 'registering' || !face.photoUrl) return;
    if ((this.handled.get(face.id) ?? 0) >= face.version) return;
    this.handled.set(face.id, face.version);
    void this.registerFace(face, face.photoUrl);
  }

  private async registerFace(face: SyncedFace, link: string): Promise<void> {
    try {
      const photo = await this.download(link);
      logEvent('photo', { face: face.id, bytes: photo.length });
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      await this.send(face, { ok: false, reason: `photo-download-failed: ${detail.slice(0, 140)}` });
      return;
    }
    const panel = await this.panels.register();
    if (!this.stopped) await this.send(face, drawOutcome(this.random, this.options.failShare), panel);
  }

  /** The photo, tried again after a network failure (not after a refusal, which a retry would not change). */
  private async download(link: string): Promise<Buffer> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.client.photo(link);
      } catch (error) {
        if (error instanceof RefusedCall || attempt >= DOWNLOAD_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }

  private async send(face: SyncedFace, result: { ok: boolean; reason?: string }, panel?: number): Promise<void> {
    try {
      const after = await this.client.report(face.id, result);
      this.handled.set(face.id, after.version);
      logEvent(result.ok ? 'registered' : 'failed', { face: face.id, panel, reason: result.reason });
    } catch (error) {
      // Forgotten, so the face is tried again when a sync brings it back still registering.
      this.handled.delete(face.id);
      logEvent('error', { face: face.id, message: error instanceof Error ? error.message : String(error) });
    }
  }
}
