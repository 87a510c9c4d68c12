import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Loading, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { publicResources } from '../../../contract/registry';
import { SETTING_RESOURCES, type SettingScope } from '../../../contract/settings';
import { TAB_PARAMETER } from '../../navigation/routePages';
import { Deferred, LazySchemaList } from '../../schema-ui';
import { HistoryPanel } from './HistoryPanel';
import { SettingsForm } from './SettingsForm';
import { useSettingStates } from './useSettingStates';

const ROUTES: Record<SettingScope, string> = { app: 'sp-cfg-app', server: 'sp-cfg-server' };

/**
 * A scope's settings screen: the typed form, the history of changes, and the generic
 * list of the scope's rows for keys outside the catalogue (also where that list's
 * own create and edit screens come back to).
 */
export function SettingsPage({ scope }: { scope: SettingScope }) {
  const translate = useTranslate();
  const [searchParams, setSearchParams] = useSearchParams();
  const resource = publicResources().find((candidate) => candidate.name === SETTING_RESOURCES[scope]);
  const { api, states, reload, generation } = useSettingStates(scope);
  const title = translate(`routes.${ROUTES[scope]}.title`);
  const tabs = ['settings', 'history', resource?.path ?? 'other'];
  const tab = tabs.find((candidate) => candidate === searchParams.get(TAB_PARAMETER)) ?? 'settings';

  return (
    <Box sx={{ maxWidth: '100%' }}>
      <Typography component="h1" variant="h6" sx={{ px: { xs: 1, sm: 2 }, pt: 1 }}>
        {title}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, chosen: string) => setSearchParams({ [TAB_PARAMETER]: chosen }, { replace: true })}
        aria-label={translate('app.settings.tabs_label')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="settings" label={translate('app.settings.tab_settings')} />
        <Tab value="history" label={translate('app.settings.tab_history')} />
        {resource && <Tab value={resource.path} label={translate('app.settings.tab_other')} />}
      </Tabs>
      {tab === 'settings' &&
        (states && resource ? (
          <SettingsForm key={generation} scope={scope} resource={resource} api={api} states={states} onSaved={reload} />
        ) : (
          <Loading loadingSecondary="app.settings.loading" />
        ))}
      {tab === 'history' && <HistoryPanel scope={scope} api={api} generation={generation} onRolledBack={reload} />}
      {resource && tab === resource.path && (
        <Deferred>
          <LazySchemaList resource={resource} embedded title={title} />
        </Deferred>
      )}
    </Box>
  );
}
