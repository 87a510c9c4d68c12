import {
  SETTING_RESOURCES,
  SETTINGS,
  type SettingDefinition,
  type SettingKey,
  type SettingSource,
  type SettingValue,
} from '../../contract/settings';
import { storedSettingValue, type TypedValue } from '../../contract/settings-values';
import type { Row } from '../db/database';
import type { ResourceTables } from '../db/resource-tables';

/**
 * Every catalogued setting's value, read synchronously from a snapshot: the environment
 * where its variable was set, else a valid stored row, else the default.
 */
export interface Settings {
  get<K extends SettingKey>(key: K): SettingValue<K>;
  source(key: SettingKey): SettingSource;
  /** When the stored row in force was last saved (its `updatedAt`); undefined when the value is the environment's or the default. */
  changedAt(key: SettingKey): string | undefined;
  /** Called with the keys whose value changed after a reload; returns the unsubscribe. */
  onChange(listener: (changed: readonly SettingKey[]) => void): () => void;
  /**
   * Called with the resource (`app-config`, `server-config`) whenever one of its rows was written,
   * on this node or another (any key, catalogued or not); returns the unsubscribe.
   */
  onWrite(listener: (resource: string) => void): () => void;
  /** Reads the rows again now (done after every committed write and every few seconds). */
  reload(): Promise<void>;
}

type EnvironmentValue = (setting: SettingDefinition) => TypedValue | undefined;

interface Resolved {
  value: TypedValue;
  source: SettingSource;
  changedAt?: string;
}

/** The snapshot and its reload: one per server, built at start. */
export class SettingsSnapshot implements Settings {
  private current = new Map<string, Resolved>();
  private readonly listeners = new Set<(changed: readonly SettingKey[]) => void>();
  private readonly writeListeners = new Set<(resource: string) => void>();
  /** Bumped on each reload, so that an older read finishing late never replaces a newer one. */
  private generation = 0;

  constructor(
    private readonly tables: ResourceTables,
    private readonly fromEnvironment: EnvironmentValue,
  ) {
    this.current = this.resolve(new Map());
  }

  get<K extends SettingKey>(key: K): SettingValue<K> {
    return this.resolved(key).value as SettingValue<K>;
  }

  source(key: SettingKey): SettingSource {
    return this.resolved(key).source;
  }

  changedAt(key: SettingKey): string | undefined {
    return this.resolved(key).changedAt;
  }

  onChange(listener: (changed: readonly SettingKey[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onWrite(listener: (resource: string) => void): () => void {
    this.writeListeners.add(listener);
    return () => this.writeListeners.delete(listener);
  }

  /** A row of `resource` was written (here or on another node): its listeners are told. */
  written(resource: string): void {
    for (const listener of this.writeListeners) {
      try {
        listener(resource);
      } catch {
        // One listener failing leaves the others told.
      }
    }
  }

  async reload(): Promise<void> {
    const generation = ++this.generation;
    const rows = new Map<string, Row>();
    for (const scope of ['app', 'server'] as const) {
      const resource = SETTING_RESOURCES[scope];
      if (!this.tables.has(resource)) continue;
      for (const row of await this.tables.of(resource).findWhere({})) rows.set(`${scope}:${row.key}`, row);
    }
    if (generation !== this.generation) return;
    const next = this.resolve(rows);
    const changed = SETTINGS.filter((setting) => next.get(setting.key)?.value !== this.current.get(setting.key)?.value);
    this.current = next;
    if (changed.length === 0) return;
    const keys = changed.map((setting) => setting.key);
    for (const listener of this.listeners) {
      try {
        listener(keys);
      } catch {
        // One listener failing leaves the others and the snapshot as they are.
      }
    }
  }

  private resolved(key: string): Resolved {
    const resolved = this.current.get(key);
    if (!resolved) throw new Error(`No setting ${key}`);
    return resolved;
  }

  private resolve(rows: ReadonlyMap<string, Row>): Map<string, Resolved> {
    const resolved = new Map<string, Resolved>();
    for (const setting of SETTINGS) {
      const environment = this.fromEnvironment(setting);
      const row = rows.get(`${setting.scope}:${setting.key}`);
      const stored = row ? storedSettingValue(setting, row) : undefined;
      if (environment !== undefined) resolved.set(setting.key, { value: environment, source: 'environment' });
      else if (stored !== undefined)
        resolved.set(setting.key, { value: stored, source: 'database', changedAt: String(row?.updatedAt) });
      else resolved.set(setting.key, { value: setting.default, source: 'default' });
    }
    return resolved;
  }
}
