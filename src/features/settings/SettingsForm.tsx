import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useCallback, useId, useMemo } from 'react';
import { Form, SaveButton, useLocale, useNotify } from 'react-admin';
import type { Locale, ResourceDefinition } from '../../../contract/resource';
import { type SettingScope, settingsOfScope } from '../../../contract/settings';
import { useFailureNotice } from '../../feedback/useFailureNotice';
import { SettingInput } from './SettingInput';
import { formProblem, formValueOf, inputNameOf } from './settingFields';
import type { SettingState, SettingsApi } from './settingsApi';
import { saveChangedSettings } from './settingsSave';

interface SettingsFormProps {
  scope: SettingScope;
  resource: ResourceDefinition;
  api: SettingsApi;
  states: SettingState[];
  onSaved: () => Promise<void>;
}

function GroupSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The catalogued settings of a scope, grouped, each drawn by the schema-ui engine, saved row by row. */
export function SettingsForm({ scope, resource, api, states, onSaved }: SettingsFormProps) {
  const locale = useLocale() as Locale;
  const notify = useNotify();
  const notifyFailure = useFailureNotice();
  const settings = useMemo(() => settingsOfScope(scope), [scope]);
  const stateOf = (key: string) => states.find((state) => state.key === key);
  const record = Object.fromEntries(
    settings.map((setting) => [inputNameOf(setting.key), formValueOf(setting, stateOf(setting.key))]),
  );
  const groups = [...new Set(settings.map((setting) => setting.group[locale]))];

  const validate = useCallback(
    (values: Record<string, unknown>) => {
      const errors: Record<string, string> = {};
      for (const setting of settings) {
        const problem = formProblem(setting, values[inputNameOf(setting.key)], locale);
        if (problem) errors[inputNameOf(setting.key)] = problem;
      }
      return errors;
    },
    [settings, locale],
  );

  const save = async (values: Record<string, unknown>) => {
    try {
      const written = await saveChangedSettings(api, scope, settings, states, values);
      notify(written > 0 ? 'app.settings.saved' : 'app.settings.nothing_changed', { type: 'info' });
      await onSaved();
    } catch (error) {
      notifyFailure(error);
      await onSaved();
    }
  };

  return (
    <Form record={{ id: scope, ...record }} validate={validate} onSubmit={save} noValidate>
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        {groups.map((group) => (
          <GroupSection key={group} title={group}>
            {settings
              .filter((setting) => setting.group[locale] === group)
              .map((setting) => (
                <SettingInput key={setting.key} resource={resource} setting={setting} state={stateOf(setting.key)} />
              ))}
          </GroupSection>
        ))}
        <SaveButton label="app.settings.save" />
      </Box>
    </Form>
  );
}
