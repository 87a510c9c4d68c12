import { type DeviceClient, type FaceResult, RefusedCall, type SyncedFace } from './device-client';
import type { DoorPanels } from './door-panels';
import type { GatewayEvents } from './gateway-events';
import type { ResultOutbox } from './result-outbox';
import type { Timetable } from './timetable';

const DOWNLOAD_ATTEMPTS = 3;

/**
 * The faces a gateway registers on its door panels. Rows may come again (the sync
 * overlaps, a pass is repeated after a reconnection), so faces are deduplicated by id
 * and version: each registering face is taken once at each version, its photo
 * downloaded through the signed link and registered on a panel; the result goes to
 * the outbox.
 */
export class FaceRegistrations {
  private readonly handled = new Map<number, number>();
  private stopped = false;

  constructor(
    private readonly client: Pick<DeviceClient, 'photo'>,
    private readonly panels: DoorPanels,
    private readonly outbox: ResultOutbox,
    private readonly draw: () => FaceResult,
    private readonly timetable: Timetable,
    private readonly events: GatewayEvents,
  ) {}

  consider(face: SyncedFace, live: boolean): void {
    if (this.stopped || face.status !== 'registering' || !face.photoUrl) return;
    if ((this.handled.get(face.id) ?? 0) >= face.version) return;
    this.handled.set(face.id, face.version);
    this.events.faceSeen(face, performance.now(), live);
    void this.register(face, face.photoUrl);
  }

  /**
   * The console answered a result: the face at the version it answered is done. Refused
   * for good: forgotten, so the face is taken again should a sync bring it back registering.
   */
  settled(faceId: number, face: SyncedFace | undefined): void {
    if (face) this.handled.set(faceId, face.version);
    else this.handled.delete(faceId);
  }

  stop(): void {
    this.stopped = true;
    this.panels.stop();
  }

  private async register(face: SyncedFace, link: string): Promise<void> {
    try {
      const photo = await this.download(link);
      this.events.photo(face.id, photo.length);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      if (!this.stopped)
        this.outbox.put(face.id, { ok: false, reason: `photo-download-failed: ${detail.slice(0, 140)}` });
      return;
    }
    const panel = await this.panels.register();
    if (!this.stopped) this.outbox.put(face.id, this.draw(), panel);
  }

  /** The photo, tried again after a network failure (not after a refusal, which a retry would not change). */
  private async download(link: string): Promise<Buffer> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.client.photo(link);
      } catch (error) {
        if (error instanceof RefusedCall || attempt >= DOWNLOAD_ATTEMPTS) throw error;
        await this.timetable.sleep(200 * attempt);
      }
    }
  }
}
