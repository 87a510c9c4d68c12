import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useLocale, useTranslate } from 'react-admin';
import type { Locale, ResourceDefinition } from '../../../contract/resource';
import type { SettingDefinition } from '../../../contract/settings';
import { FieldInput } from '../../schema-ui';
import { settingField, storedText } from './settingFields';
import type { SettingState } from './settingsApi';

interface SettingInputProps {
  resource: ResourceDefinition;
  setting: SettingDefinition;
  state: SettingState | undefined;
}

/** One setting: the engine's input for its type, its description and default as help, and the environment's note. */
export function SettingInput({ resource, setting, state }: SettingInputProps) {
  const translate = useTranslate();
  const locale = useLocale() as Locale;
  const shownDefault = storedText(setting.default) || translate('app.settings.empty');
  const helpText = `${setting.description[locale]} ${translate('app.settings.default_value', { value: shownDefault })}`;
  const field = settingField(setting, state, { en: helpText, zh: helpText });
  return (
    <Box sx={{ width: '100%', maxWidth: 560 }} data-setting={setting.key}>
      <FieldInput resource={resource} field={field} ownTexts />
      {state?.overridden && state.env && (
        <Alert severity="info" sx={{ mt: -1, mb: 2 }}>
          {translate('app.settings.env_wins', { name: state.env })}
        </Alert>
      )}
    </Box>
  );
}
