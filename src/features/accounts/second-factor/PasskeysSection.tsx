import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { formatBeijingTime } from '../../../schema-ui';
import { ceremonyFailure, makePasskey } from './passkeyCeremony';
import type { SecondFactorApi, SecondFactorState } from './secondFactorApi';
import { useBusyRun } from './useBusyRun';

const T = 'app.accounts.second_factor';

interface PasskeysSectionProps {
  api: SecondFactorApi;
  state: SecondFactorState;
  onChanged: (state: SecondFactorState) => void;
  /** A passkey was added. */
  onAdded: () => void;
}

/** The account's passkeys: added with a name, renamed, removed; and whether one alone signs in. */
export function PasskeysSection({ api, state, onChanged, onAdded }: PasskeysSectionProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ id: number; name: string }>();
  const { busy, run } = useBusyRun();

  const add = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { challenge, options } = await api.passkeyRegistration();
      let passkey: unknown;
      try {
        passkey = await makePasskey(options);
      } catch (error) {
        throw new Error(translate(`${T}.passkey_not_used`, { reason: ceremonyFailure(error) }));
      }
      const chosen = name.trim() || translate(`${T}.passkey_name_default`);
      onChanged(await api.registerPasskey(challenge, chosen, passkey));
      setName('');
      notify(`${T}.passkey_added`, { type: 'success' });
      onAdded();
    });
  };

  const rename = (event: FormEvent) => {
    event.preventDefault();
    const target = renaming;
    if (!target) return;
    void run(async () => {
      onChanged(await api.renamePasskey(target.id, target.name.trim()));
      setRenaming(undefined);
    });
  };

  return (
    <Box component="section" aria-labelledby="passkeys-title">
      <Typography id="passkeys-title" variant="subtitle1" component="h3">
        {translate(`${T}.passkeys_title`)}
      </Typography>
      {state.passkeys.length === 0 ? (
        <Typography variant="body2">{translate(`${T}.passkeys_none`)}</Typography>
      ) : (
        <List dense aria-labelledby="passkeys-title" data-passkeys>
          {state.passkeys.map((passkey) => (
            <ListItem
              key={passkey.id}
              secondaryAction={
                <>
                  <IconButton
                    aria-label={translate(`${T}.passkey_rename`, { name: passkey.name })}
                    onClick={() => setRenaming({ id: passkey.id, name: passkey.name })}
                    disabled={busy}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={translate(`${T}.passkey_remove`, { name: passkey.name })}
                    onClick={() =>
                      run(async () => {
                        onChanged(await api.removePasskey(passkey.id));
                        notify(`${T}.passkey_removed`, { type: 'success' });
                      })
                    }
                    disabled={busy}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </>
              }
            >
              <ListItemText
                primary={passkey.name}
                secondary={[
                  translate(`${T}.passkey_created`, { time: formatBeijingTime(passkey.createdAt) }),
                  passkey.lastUsedAt
                    ? translate(`${T}.passkey_last_used`, { time: formatBeijingTime(passkey.lastUsedAt) })
                    : translate(`${T}.passkey_never_used`),
                ].join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      {renaming && (
        <Box component="form" onSubmit={rename} sx={{ display: 'flex', gap: 1, alignItems: 'center', my: 1 }}>
          <TextField
            label={translate(`${T}.passkey_name`)}
            value={renaming.name}
            onChange={(event) => setRenaming({ ...renaming, name: event.target.value })}
            size="small"
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          <Button type="submit" variant="contained" disabled={busy}>
            {translate(`${T}.passkey_save`)}
          </Button>
          <Button onClick={() => setRenaming(undefined)}>{translate(`${T}.cancel`)}</Button>
        </Box>
      )}
      <Box component="form" onSubmit={add} sx={{ display: 'flex', gap: 1, alignItems: 'center', my: 1 }}>
        <TextField
          label={translate(`${T}.passkey_name`)}
          value={name}
          onChange={(event) => setName(event.target.value)}
          size="small"
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <Button type="submit" variant="contained" disabled={busy}>
          {translate(`${T}.passkey_add`)}
        </Button>
      </Box>
      {state.passkeys.length > 0 && (
        <FormControlLabel
          control={
            <Switch
              checked={state.passkeyOnly}
              disabled={busy}
              onChange={(event) => run(async () => onChanged(await api.setPasskeyOnly(event.target.checked)))}
            />
          }
          label={translate(`${T}.passkey_only`)}
        />
      )}
    </Box>
  );
}
