import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import type { Locale } from '../../../contract/resource';
import { type SettingScope, settingOf } from '../../../contract/settings';
import { useFailureNotice } from '../../feedback/useFailureNotice';
import { formatBeijingTime } from '../../schema-ui';
import { RollbackButton } from './RollbackButton';
import type { SettingChange, SettingsApi } from './settingsApi';

const PAGE_SIZE = 10;

interface HistoryPanelProps {
  scope: SettingScope;
  api: SettingsApi;
  /** Changes when the settings were written, so the list is read again. */
  generation: number;
  onRolledBack: () => Promise<void>;
}

/** The changes of a scope's settings, newest first: who, when, which key, from what to what, each with Rollback. */
export function HistoryPanel({ scope, api, generation, onRolledBack }: HistoryPanelProps) {
  const translate = useTranslate();
  const locale = useLocale() as Locale;
  const notifyFailure = useFailureNotice();
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<{ list: SettingChange[]; total: number } | undefined>();

  useEffect(() => {
    let current = true;
    if (generation < 0) return;
    api.changes(scope, page, PAGE_SIZE).then(
      (changes) => current && setAnswer(changes),
      (error: unknown) => current && notifyFailure(error),
    );
    return () => {
      current = false;
    };
  }, [api, scope, page, generation, notifyFailure]);

  const labelOf = (key: string) => settingOf(scope, key)?.label[locale] ?? key;
  const valueText = (value: string | null) =>
    value === null ? translate('app.settings.none') : value === '' ? translate('app.settings.empty') : value;

  if (!answer) return null;
  if (answer.total === 0) return <Typography sx={{ p: 2 }}>{translate('app.settings.history_empty')}</Typography>;
  const pages = Math.ceil(answer.total / PAGE_SIZE);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <List aria-label={translate('app.settings.history_title')}>
        {answer.list.map((change) => {
          const when = formatBeijingTime(change.createdAt);
          const what = translate('app.settings.change_line', {
            key: labelOf(change.key),
            before: valueText(change.before),
            after: valueText(change.after),
          });
          return (
            <ListItem key={change.id} divider sx={{ flexWrap: 'wrap', gap: 1 }} data-change={change.id}>
              <ListItemText
                sx={{ minWidth: 0, flex: '1 1 240px', wordBreak: 'break-word' }}
                primary={what}
                secondary={translate('app.settings.history_line', {
                  who: change.adminName ?? translate('app.settings.someone'),
                  when,
                  action: translate(`app.settings.actions.${change.action}`),
                })}
              />
              <RollbackButton
                change={change}
                label={labelOf(change.key)}
                when={when}
                valueText={valueText}
                api={api}
                onDone={onRolledBack}
              />
            </ListItem>
          );
        })}
      </List>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_event, chosen) => setPage(chosen)}
          aria-label={translate('app.settings.pages')}
        />
      )}
    </Box>
  );
}
