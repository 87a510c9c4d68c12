import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { KeyValueView } from './KeyValueView';
import { type KeyChanges, type KeyForm, KeyWriteActions } from './KeyWriteActions';
import type { KeyDetail, RedisConsoleApi } from './redisConsoleApi';
import { ttlText } from './ttlText';

interface Props {
  selected: string | null;
  api: RedisConsoleApi;
  canWrite: boolean;
  on: Omit<KeyChanges, 'changed'>;
}

/** The chosen key: its type, time to live, memory, encoding and value, and the writer's changes. */
export function KeyDetailPane({ selected, api, canWrite, on }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [detail, setDetail] = useState<KeyDetail | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [reads, setReads] = useState(0);
  const [form, setForm] = useState<KeyForm | null>(null);
  const [field, setField] = useState<{ field: string; value: string }>();
  const t = (name: string, options?: Record<string, unknown>) => translate(`app.redis-console.${name}`, options);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reads` asks for the same key again after a change
  useEffect(() => {
    if (!selected) return;
    let current = true;
    setFailure(null);
    api.detail(selected).then(
      (answer) => current && setDetail(answer),
      (error: unknown) => {
        if (!current) return;
        setDetail(null);
        setFailure(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      current = false;
    };
  }, [selected, api, reads]);

  const openForm = (next: KeyForm | null, hashField?: { field: string; value: string }) => {
    setField(hashField);
    setForm(next);
  };
  const shown = detail && detail.key === selected ? detail : null;
  const count = (value: number) => value.toLocaleString(locale);
  const facts: [string, string][] = shown
    ? [
        [t('type'), t(`type_${shown.type}`)],
        [t('ttl'), ttlText(shown.ttl, translate)],
        [t('memory'), t('bytes', { count: count(shown.size), smart_count: shown.size })],
        [t('encoding'), shown.encoding],
        [t('length'), count(shown.length)],
      ]
    : [];

  return (
    <Paper variant="outlined" component="section" aria-label={t('detail')} sx={{ p: 2, minWidth: 0 }}>
      {!selected && <Typography color="text.secondary">{t('choose_key')}</Typography>}
      {selected && failure && <Alert severity="warning">{failure}</Alert>}
      {shown && (
        <Stack spacing={2}>
          <Typography variant="h6" component="h2" sx={{ wordBreak: 'break-all' }}>
            {shown.key}
          </Typography>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
          >
            {facts.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  {label}
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {value}
                </Box>
              </Box>
            ))}
          </Box>
          {canWrite && (
            <KeyWriteActions
              detail={shown}
              api={api}
              on={{ ...on, changed: () => setReads((value) => value + 1) }}
              field={field}
              form={form}
              openForm={openForm}
            />
          )}
          {shown.masked ? (
            <Alert severity="info">{t('masked')}</Alert>
          ) : (
            <>
              {shown.truncated && (
                <Alert severity="info">
                  {t('truncated', {
                    shown: count((shown.value as unknown[]).length ?? 0),
                    length: count(shown.length),
                  })}
                </Alert>
              )}
              <KeyValueView
                detail={shown}
                fieldAction={
                  canWrite && shown.type === 'hash'
                    ? (pair) => (
                        <Button
                          size="small"
                          onClick={() => openForm('field', pair)}
                          aria-label={t('edit_field_named', { field: pair.field })}
                        >
                          {t('edit_field')}
                        </Button>
                      )
                    : undefined
                }
              />
            </>
          )}
        </Stack>
      )}
    </Paper>
  );
}
