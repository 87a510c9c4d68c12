import { SETTING_RESOURCES } from '../../contract/settings';
import { deploymentChannel } from '../cache/deployment-channel';
import type { Notices } from '../cache/notices';
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

/** Where settings are told apart from one another's notices: the deployment's own channel. */
export interface SettingsNotices {
  notices: Notices;
  secretKey: Buffer;
}

/**
 * The settings of this server: read once before it serves, again after every committed
 * write of an app-config or server-config row on this node, at once on every other node
 * (a notice through the cache: Redis pub/sub across nodes), and every `reloadSeconds` in
 * case a notice was missed. Each such write is also told to `settings.onWrite` listeners
 * on every node (the mobile app's cached answer).
 */
export async function openSettings(
  config: ServerConfig,
  tables: ResourceTables,
  services: ResourceServices,
  told: SettingsNotices,
  reloadSeconds = SETTINGS_RELOAD_SECONDS,
  warn: (error: unknown) => void = () => {},
): Promise<OpenedSettings> {
  const settings = new SettingsSnapshot(tables, (setting) => environmentValue(config, setting.key, setting.env));
  await settings.reload();
  const reload = () => settings.reload().catch(warn);
  const channel = deploymentChannel(told.secretKey, 'settings');
  const written = (resource: string) => {
    settings.written(resource);
    return reload();
  };
  const stopHearing = await told.notices.subscribe(channel, (resource) => void written(resource));
  for (const resource of Object.values(SETTING_RESOURCES)) {
    for (const event of ['afterCreate', 'afterUpdate', 'afterDelete'] as const) {
      services.on(resource, event, ({ afterCommit }) =>
        afterCommit(async () => {
          await written(resource);
          await told.notices.publish(channel, resource).catch(warn);
        }),
      );
    }
  }
  const timer = setInterval(reload, reloadSeconds * 1000);
  timer.unref();
  return {
    settings,
    close: () => {
      clearInterval(timer);
      stopHearing().catch(warn);
    },
  };
}
