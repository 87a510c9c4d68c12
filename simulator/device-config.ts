import type { ConfigEntry } from './device-client';

/** Keys of the device configuration the simulator applies; the others it only keeps. */
export const PANEL_DELAY_KEY = 'panel.delay.ms';

/**
 * The device configuration the gateway last fetched, with the fingerprint the heartbeat
 * gave for it. `replace` answers the keys that came, went or changed value.
 */
export class HeldConfig {
  version: string | undefined;
  private values = new Map<string, string>();

  replace(version: string, list: ConfigEntry[]): string[] {
    const next = new Map(list.map((entry) => [entry.key, entry.value]));
    const keys = new Set([...this.values.keys(), ...next.keys()]);
    const changed = [...keys].filter((key) => this.values.get(key) !== next.get(key)).sort();
    this.version = version;
    this.values = next;
    return changed;
  }

  get size(): number {
    return this.values.size;
  }

  /** A whole number of milliseconds from 0 to one hour under `key`, or undefined when absent or not one. */
  milliseconds(key: string): number | undefined {
    const text = this.values.get(key);
    if (text === undefined || !/^\d+$/.test(text.trim())) return undefined;
    const value = Number(text);
    return value <= 3_600_000 ? value : undefined;
  }

  /** The changed keys with their new values, for the log line. */
  describe(changed: string[]): string {
    return changed.map((key) => `${key}=${this.values.get(key) ?? '(removed)'}`).join(',');
  }
}
