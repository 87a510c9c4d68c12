import type { FeatureTables } from '../../../db/resource-tables';
import { deviceConfigVersion } from '../config-version';

/**
 * The device configuration's fingerprint as this node last read it, read again only
 * after a `config` notice: ten thousand channels opening cost one query, not ten thousand.
 */
export class ConfigVersionCache {
  private current: Promise<string> | undefined;

  constructor(private readonly tables: FeatureTables) {}

  get(): Promise<string> {
    this.current ??= deviceConfigVersion(this.tables).catch((error: unknown) => {
      this.current = undefined;
      throw error;
    });
    return this.current;
  }

  /** The configuration changed: the next `get` reads it again. */
  forget(): void {
    this.current = undefined;
  }
}
