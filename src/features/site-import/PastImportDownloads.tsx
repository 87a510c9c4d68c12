import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ImportRunFailures } from '../../../contract/site-import';
import { useFailureNotice } from '../../feedback';
import { saveFile } from '../../schema-ui';
import { useSiteImportApi } from './siteImportApi';

type Part = 'report' | 'failed-rows';

/**
 * On a past import's page: its report and its failed rows to download, as the run's own
 * page offers them right after the run (the failed rows when it kept some).
 */
export default function PastImportDownloads() {
  const run = useRecordContext<{ id: number; failedRows?: ImportRunFailures | null }>();
  const translate = useTranslate();
  const api = useSiteImportApi();
  const noticeFailure = useFailureNotice();
  const [busy, setBusy] = useState<Part | null>(null);
  if (!run) return null;

  const download = async (part: Part) => {
    setBusy(part);
    try {
      const file = part === 'report' ? await api.runReport(run.id) : await api.runFailedRows(run.id);
      saveFile(file, `site-import-run-${run.id}-${part}.xlsx`);
    } catch (error) {
      noticeFailure(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" disabled={busy !== null} onClick={() => void download('report')}>
          {translate('app.site-import.report')}
        </Button>
        {(run.failedRows?.rows?.length ?? 0) > 0 && (
          <Button variant="outlined" disabled={busy !== null} onClick={() => void download('failed-rows')}>
            {translate('app.site-import.failed_rows')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
