import { idListOf } from '../../contract/settings-values';
import type { Settings } from '../settings/settings';

const MINUTE_MS = 60_000;

/**
 * The sites whose device calls the API request log keeps in full (`device.logSiteIds`), for
 * troubleshooting one site: every call, not only the failed ones, until `device.logMinutes`
 * have passed since the list was last saved (its row's `updatedAt`, the same instant on every
 * node, so a restart does not lengthen it). A list from nowhere but the default logs nothing.
 */
export class LoggedDeviceSites {
  private text = '';
  private ids: ReadonlySet<number> = new Set();

  constructor(private readonly settings: Settings) {}

  has(siteId: number, now = Date.now()): boolean {
    const savedAt = this.settings.changedAt('device.logSiteIds');
    if (savedAt === undefined) return false;
    if (now >= Date.parse(savedAt) + this.settings.get('device.logMinutes') * MINUTE_MS) return false;
    return this.current().has(siteId);
  }

  /** The list read once per value, not once per call. */
  private current(): ReadonlySet<number> {
    const text = this.settings.get('device.logSiteIds');
    if (text !== this.text) {
      this.text = text;
      this.ids = new Set(idListOf(text));
    }
    return this.ids;
  }
}
