import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Title, useLocaleState, usePermissions, useTranslate } from 'react-admin';
import { useFailureNotice } from '../../feedback';
import { DeleteKeysDialog } from './DeleteKeysDialog';
import { KeyDetailPane } from './KeyDetailPane';
import { KeyTable } from './KeyTable';
import { PAGE_TIME_BUDGET_MS, useRedisConsoleApi } from './redisConsoleApi';
import { ScanBar } from './ScanBar';
import { useKeyScan } from './useKeyScan';
import { useKeySelection } from './useKeySelection';

export const WRITE_PERMISSION = 'redis-console-write';

/**
 * redis-console: keys of the cache store by pattern and type, a page at a time
 * ("scanned N of M", Scan more), the chosen key's detail beside them, and, for an
 * account holding redis-console-write, its edits and deletes; read-only otherwise.
 */
export default function RedisConsolePage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { permissions } = usePermissions<string[]>();
  const canWrite = permissions?.includes(WRITE_PERMISSION) ?? false;
  const api = useRedisConsoleApi();
  const noticeFailure = useFailureNotice();
  const scan = useKeyScan(api, noticeFailure);
  const [chosen, setChosen] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const selection = useKeySelection(scan.rows);
  const t = (name: string, options?: Record<string, unknown>) => translate(`app.redis-console.${name}`, options);
  const count = (value: number) => value.toLocaleString(locale);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first scan runs once, when the page opens
  useEffect(() => {
    void scan.start('*', '');
  }, []);

  const forget = (keys: string[]) => {
    scan.drop(keys);
    selection.clear();
    if (chosen && keys.includes(chosen)) setChosen(null);
  };

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 }, mt: 1 }}>
      <Title title={translate('routes.redis-console.title')} />
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {scan.store && <Chip label={t(`store_${scan.store}`)} variant="outlined" />}
          {!canWrite && <Chip label={t('read_only')} color="info" title={t('read_only_help')} />}
        </Stack>
        {!canWrite && <Typography variant="body2">{t('read_only_help')}</Typography>}
        <ScanBar loading={scan.loading} onScan={(pattern, type) => void scan.start(pattern, type)} />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={1} sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography role="status" variant="body2" sx={{ flex: 1, minWidth: 200 }}>
                {scan.done
                  ? t('scan_done', { total: count(scan.total), smart_count: scan.total })
                  : t('scanned', { scanned: count(scan.scanned), total: count(scan.total), smart_count: scan.total })}
                {' · '}
                {t('found', { count: count(scan.rows.length), smart_count: scan.rows.length })}
              </Typography>
              {canWrite && selection.keys.size > 0 && (
                <Button color="error" variant="outlined" size="small" onClick={() => setConfirmDelete(true)}>
                  {t('delete_selected', { count: selection.keys.size })}
                </Button>
              )}
            </Stack>
            <Box sx={{ maxHeight: { xs: '60vh', md: 560 }, overflow: 'auto' }}>
              <KeyTable
                rows={scan.rows}
                chosen={chosen}
                onChoose={setChosen}
                selection={canWrite ? selection : undefined}
              />
            </Box>
            {scan.cutShort && !scan.loading && (
              <Typography variant="body2" color="text.secondary">
                {t('cut_short', { ms: count(PAGE_TIME_BUDGET_MS) })}
              </Typography>
            )}
            {scan.rows.length === 0 && !scan.loading && (
              <Typography variant="body2" color="text.secondary">
                {scan.done ? t('none') : t('none_yet')}
              </Typography>
            )}
            {!scan.done && (
              <Button variant="outlined" onClick={() => void scan.more()} disabled={scan.loading}>
                {t('scan_more')}
              </Button>
            )}
          </Stack>
          <KeyDetailPane
            selected={chosen}
            api={api}
            canWrite={canWrite}
            on={{
              renamed: (newKey) => {
                if (chosen) forget([chosen]);
                setChosen(newKey);
              },
              deleted: forget,
            }}
          />
        </Box>
      </Stack>
      {canWrite && (
        <DeleteKeysDialog
          open={confirmDelete}
          keys={[...selection.keys]}
          api={api}
          onDeleted={forget}
          onClose={() => setConfirmDelete(false)}
        />
      )}
    </Paper>
  );
}
