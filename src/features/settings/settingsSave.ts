import { MASKED_SECRET, type SettingDefinition, type SettingScope } from '../../../contract/settings';
import { storedTypeOf } from '../../../contract/settings-values';
import { formValueOf, inputNameOf, storedText } from './settingFields';
import type { SettingState, SettingsApi } from './settingsApi';

/**
 * Writes the settings the form changed, each through its row: created when it has
 * none, changed when it has one, deleted (back to the default) when emptied. A
 * secret left as its mask keeps the stored one. Returns how many were written.
 */
export async function saveChangedSettings(
  api: SettingsApi,
  scope: SettingScope,
  settings: readonly SettingDefinition[],
  states: readonly SettingState[],
  values: Record<string, unknown>,
): Promise<number> {
  let written = 0;
  for (const setting of settings) {
    const state = states.find((candidate) => candidate.key === setting.key);
    if (state?.overridden) continue;
    const text = storedText(values[inputNameOf(setting.key)]);
    if (text === storedText(formValueOf(setting, state))) continue;
    if (setting.secret && text.startsWith(MASKED_SECRET)) continue;
    const row = state?.row;
    const valueType = storedTypeOf(setting.schema);
    if (text === '') {
      if (!row) continue;
      await api.remove(scope, row.id);
    } else if (row) await api.update(scope, row.id, { value: text, valueType, version: row.version });
    else await api.create(scope, { key: setting.key, value: text, valueType });
    written += 1;
  }
  return written;
}
