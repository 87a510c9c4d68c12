import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import { useFailureNotice } from '../../feedback';
import { ModalView } from '../../shell/layout/ModalView';
import type { RedisConsoleApi } from './redisConsoleApi';

/** Most key names the confirmation lists before "and N more". */
const LISTED = 20;

interface Props {
  open: boolean;
  keys: string[];
  api: RedisConsoleApi;
  onDeleted(keys: string[]): void;
  onClose(): void;
}

/** Asks before deleting, naming the keys, then deletes them in one call. */
export function DeleteKeysDialog({ open, keys, api, onDeleted, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const noticeFailure = useFailureNotice();
  const t = (name: string, options?: Record<string, unknown>) => translate(`app.redis-console.${name}`, options);

  const remove = async () => {
    try {
      const { deleted } = await api.remove(keys);
      notify(t('deleted', { count: deleted, smart_count: deleted }), { type: 'success' });
      onDeleted(keys);
      return true;
    } catch (error) {
      noticeFailure(error);
      return false;
    }
  };

  return (
    <ModalView
      open={open}
      title="app.redis-console.delete_title"
      onConfirm={remove}
      onClose={onClose}
      confirmLabel="ra.action.delete"
    >
      <Typography>
        {keys.length === 1
          ? t('delete_one', { key: keys[0] })
          : t('delete_many', { count: keys.length, smart_count: keys.length })}
      </Typography>
      {keys.length > 1 && (
        <List dense>
          {keys.slice(0, LISTED).map((key) => (
            <ListItem key={key} sx={{ wordBreak: 'break-all' }}>
              {key}
            </ListItem>
          ))}
          {keys.length > LISTED && <ListItem>…</ListItem>}
        </List>
      )}
    </ModalView>
  );
}
