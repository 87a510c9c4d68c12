import { SETTING_RESOURCES } from '../../contract/settings';
import type { ServerConfig } from '../config';
import type { ResourceServices } from '../crud/resource-services';
import type { ResourceTables } from '../db/resource-tables';
import { environmentValue } from './environment-values';
import { type Settings, SettingsSnapshot } from './settings';

/** How often a node reads the settings again on its own, for writes made on other nodes. */
export const SETTINGS_RELOAD_SECONDS = 10;

export interface OpenedSettings {
  settings: Settings;
  /** Stops the periodic reload. */
  close(): void;
}

/**
 * The settings of this server: read once before it serves, again after every committed
 * write of an app-config or server-config row on this node, and every `reloadSeconds`
 * for writes made on other nodes sharing the database.
 */
export async function openSettings(
  config: ServerConfig,
  tables: ResourceTables,
  services: ResourceServices,
  reloadSeconds = SETTINGS_RELOAD_SECONDS,
  warn: (error: unknown) => void = () => {},
): Promise<OpenedSettings> {
  const settings = new SettingsSnapshot(tables, (setting) => environmentValue(config, setting.key, setting.env));
  await settings.reload();
  const reload = () => settings.reload().catch(warn);
  for (const resource of Object.values(SETTING_RESOURCES)) {
    for (const event of ['afterCreate', 'afterUpdate', 'afterDelete'] as const) {
      services.on(resource, event, ({ afterCommit }) => afterCommit(reload));
    }
  }
  const timer = setInterval(reload, reloadSeconds * 1000);
  timer.unref();
  return { settings, close: () => clearInterval(timer) };
}
