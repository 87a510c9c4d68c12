import { SETTING_RESOURCES, SETTING_SCOPES, settingOf } from '../../../contract/settings';
import { maskSecret } from '../../crud/row-shape';
import { defineServerFeature } from '../../feature-host/server-feature';
import { recordChanges } from './change-history';
import { registerHistoryRoutes } from './history-routes';
import { registerSettingsRoute } from './settings-route';
import { checkTypedValues } from './typed-values';

/**
 * Typed settings (sp-cfg-app, sp-cfg-server): rows of catalogued keys checked against
 * their setting, every change recorded (config_change) and able to be rolled back,
 * secrets masked in answers and history, and each scope's settings with their source.
 */
export default defineServerFeature({
  name: 'settings',
  register(app, { services, settings, maskInApiLog }) {
    const needed = [...Object.values(SETTING_RESOURCES), 'config-change'];
    if (!needed.every((name) => services.tables.has(name))) return;
    for (const scope of SETTING_SCOPES) {
      checkTypedValues(services, scope);
      recordChanges(services, scope);
      services.onPresent(SETTING_RESOURCES[scope], (row) =>
        settingOf(scope, String(row.key))?.secret ? { ...row, value: maskSecret(row.value) } : row,
      );
    }
    // A secret setting's value would otherwise reach the request log in a row's body.
    maskInApiLog(['value'], `/api/${services.of(SETTING_RESOURCES.server).resource.path}`);
    registerHistoryRoutes(app, services);
    registerSettingsRoute(app, services, settings);
  },
});
