import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useFailureNotice } from '../../feedback';
import { ModalView } from '../../shell/layout/ModalView';
import { DeleteKeysDialog } from './DeleteKeysDialog';
import { type FormField, KeyFormDialog } from './KeyFormDialog';
import type { KeyDetail, RedisConsoleApi } from './redisConsoleApi';

export type KeyForm = 'edit' | 'field' | 'ttl' | 'rename';

export interface KeyChanges {
  /** The key was changed in place: read it again. */
  changed(): void;
  renamed(newKey: string): void;
  deleted(keys: string[]): void;
}

interface Props {
  detail: KeyDetail;
  api: RedisConsoleApi;
  on: KeyChanges;
  /** A hash field to edit, chosen from the value's table. */
  field?: { field: string; value: string };
  form: KeyForm | null;
  openForm(form: KeyForm | null): void;
}

/** The changes a writer can make to the open key; a key holding a secret can only be deleted. */
export function KeyWriteActions({ detail, api, on, field, form, openForm }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const noticeFailure = useFailureNotice();
  const [confirm, setConfirm] = useState<'delete' | 'remove-ttl' | null>(null);
  const t = (name: string) => translate(`app.redis-console.${name}`);
  const { key } = detail;

  const fields = useMemo((): FormField[] => {
    if (form === 'edit')
      return [{ name: 'value', label: 'value', initial: String(detail.value ?? ''), multiline: true }];
    if (form === 'field')
      return [
        { name: 'field', label: 'field', initial: field?.field ?? '', readOnly: field !== undefined },
        { name: 'value', label: 'value', initial: field?.value ?? '', multiline: true },
      ];
    if (form === 'ttl')
      return [{ name: 'ttl', label: 'ttl_seconds', initial: detail.ttl > 0 ? String(detail.ttl) : '', numeric: true }];
    return [{ name: 'newKey', label: 'new_key', initial: key }];
  }, [form, detail, field, key]);

  const attempt = async (write: () => Promise<unknown>, after: () => void): Promise<boolean> => {
    try {
      await write();
      notify('app.redis-console.saved', { type: 'success' });
      after();
      return true;
    } catch (error) {
      noticeFailure(error);
      return false;
    }
  };
  const save = (values: Record<string, string>) => {
    if (form === 'edit') return attempt(() => api.setString(key, values.value), on.changed);
    if (form === 'field') return attempt(() => api.setHashField(key, values.field, values.value), on.changed);
    if (form === 'ttl') return attempt(() => api.setTtl(key, Number(values.ttl)), on.changed);
    return attempt(
      () => api.rename(key, values.newKey),
      () => on.renamed(values.newKey),
    );
  };

  const titles: Record<KeyForm, string> = {
    edit: 'edit_title',
    field: 'field_title',
    ttl: 'ttl_title',
    rename: 'rename_title',
  };
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {!detail.masked && detail.type === 'string' && (
          <Button variant="outlined" size="small" onClick={() => openForm('edit')}>
            {t('edit_value')}
          </Button>
        )}
        {!detail.masked && detail.type === 'hash' && (
          <Button variant="outlined" size="small" onClick={() => openForm('field')}>
            {t('set_field')}
          </Button>
        )}
        {!detail.masked && (
          <Button variant="outlined" size="small" onClick={() => openForm('ttl')}>
            {t('set_ttl')}
          </Button>
        )}
        {!detail.masked && detail.ttl >= 0 && (
          <Button variant="outlined" size="small" onClick={() => setConfirm('remove-ttl')}>
            {t('remove_ttl')}
          </Button>
        )}
        {!detail.masked && (
          <Button variant="outlined" size="small" onClick={() => openForm('rename')}>
            {t('rename')}
          </Button>
        )}
        <Button variant="outlined" color="error" size="small" onClick={() => setConfirm('delete')}>
          {t('delete')}
        </Button>
      </Stack>
      <KeyFormDialog
        open={form !== null}
        title={`app.redis-console.${titles[form ?? 'edit']}`}
        titleParams={{ key }}
        fields={fields}
        onConfirm={save}
        onClose={() => openForm(null)}
      />
      <DeleteKeysDialog
        open={confirm === 'delete'}
        keys={[key]}
        api={api}
        onDeleted={on.deleted}
        onClose={() => setConfirm(null)}
      />
      <ModalView
        open={confirm === 'remove-ttl'}
        title="app.redis-console.remove_ttl"
        onConfirm={() => attempt(() => api.setTtl(key, null), on.changed)}
        onClose={() => setConfirm(null)}
      >
        <Typography>{translate('app.redis-console.remove_ttl_confirm', { key })}</Typography>
      </ModalView>
    </>
  );
}
