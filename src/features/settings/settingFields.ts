import type { FieldDefinition, FieldKind, Label, Locale } from '../../../contract/resource';
import type { SettingDefinition } from '../../../contract/settings';
import {
  parseSettingText,
  settingProblem,
  settingRuleText,
  settingText,
  type TypedValue,
} from '../../../contract/settings-values';
import type { SettingState } from './settingsApi';

/** A setting's input name: its key without dots, which a form would read as nesting. */
export const inputNameOf = (key: string) => key.replaceAll('.', '__');

function kindOf(setting: SettingDefinition): FieldKind {
  if (setting.schema.enum) return 'enum';
  if (setting.schema.type === 'string')
    return (setting.schema.maxLength ?? 0) > 200 && !setting.schema.format ? 'text' : 'string';
  return setting.schema.type;
}

/**
 * The field definition the schema-ui engine draws a setting with: its label, its
 * description with the default as help, read-only where the environment sets it.
 */
export function settingField(
  setting: SettingDefinition,
  state: SettingState | undefined,
  help: Label,
): FieldDefinition {
  const { schema } = setting;
  return {
    name: inputNameOf(setting.key),
    kind: kindOf(setting),
    type: schema.type,
    label: setting.label,
    required: false,
    nullable: true,
    maxLength: schema.maxLength,
    minimum: schema.minimum,
    maximum: schema.maximum,
    options: schema.enum?.map((value) => ({ value, label: { en: value, zh: value } })),
    readOnly: state?.overridden ?? false,
    writeOnly: false,
    internal: false,
    ui: { list: false, sort: false, form: true, show: true, help, widget: setting.secret ? 'password' : undefined },
    db: { unique: false, index: false },
    errors: {},
  };
}

/** What the form starts from: the environment's value where it wins, else the stored value, else the value in force. */
export function formValueOf(setting: SettingDefinition, state: SettingState | undefined): TypedValue | null {
  if (state?.overridden) return state.value;
  if (state?.row?.value !== null && state?.row?.value !== undefined) {
    return setting.secret ? state.row.value : (parseSettingText(setting.schema, state.row.value) ?? state.row.value);
  }
  return state?.value ?? setting.default;
}

/** A form value as a row stores it; empty for nothing typed. */
export function storedText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : settingText(value as TypedValue);
}

/** The rule a form value breaks, in words of the current language; undefined when it is valid or empty. */
export function formProblem(setting: SettingDefinition, value: unknown, locale: Locale): string | undefined {
  const text = storedText(value);
  if (text === '') return undefined;
  const rule = settingProblem(setting.schema, text);
  return rule ? settingRuleText(setting, rule, locale) : undefined;
}
