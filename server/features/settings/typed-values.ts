import { Code } from '../../../contract/errors';
import {
  MASKED_SECRET,
  SETTING_RESOURCES,
  type SettingDefinition,
  type SettingScope,
  settingOf,
} from '../../../contract/settings';
import { type SettingRule, settingProblem, settingRuleText, storedTypeOf } from '../../../contract/settings-values';
import type { ResourceServices } from '../../crud/resource-services';
import { ApiError } from '../../http/api-error';

/** 6067 naming the field (`value`, or `valueType` when it is not the setting's) and the rule it broke. */
export function settingRefusal(setting: SettingDefinition, rule: SettingRule): ApiError {
  const field = rule === 'valueType' ? 'valueType' : 'value';
  const detail = `${field} of ${setting.key}: ${settingRuleText(setting, rule, 'en')}`;
  return ApiError.ofFields(Code.VALUE_NULL, detail, [{ field, rule }]);
}

/**
 * A row whose key is in the catalogue must hold a valid value of that setting, with
 * the setting's valueType; other keys stay free-form. A secret's row sent back with
 * its mask keeps the stored secret.
 */
export function checkTypedValues(services: ResourceServices, scope: SettingScope): void {
  for (const event of ['beforeCreate', 'beforeUpdate'] as const) {
    services.on(SETTING_RESOURCES[scope], event, ({ values, before }) => {
      const setting = settingOf(scope, String(values.key ?? before?.key ?? ''));
      if (!setting) return;
      const keepsSecret = setting.secret && before && String(values.value ?? '').startsWith(MASKED_SECRET);
      if (keepsSecret && before?.key === (values.key ?? before.key)) delete values.value;
      const value = String(values.value ?? before?.value ?? '');
      const valueType = values.valueType ?? before?.valueType;
      if (valueType !== storedTypeOf(setting.schema)) throw settingRefusal(setting, 'valueType');
      const rule = settingProblem(setting.schema, value);
      if (rule) throw settingRefusal(setting, rule);
    });
  }
}
