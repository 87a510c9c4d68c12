import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFailureNotice } from '../../feedback';
import { saveFile } from '../../schema-ui';
import { useResidentDataApi } from './residentDataApi';

type Format = 'xlsx' | 'json';

/**
 * On a resident's page: the data report of everything the console holds about them (a
 * subject access request), downloaded as a workbook or as JSON.
 */
export default function ResidentDataPanel() {
  const resident = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  const api = useResidentDataApi();
  const noticeFailure = useFailureNotice();
  const titleId = useId();
  const [busy, setBusy] = useState<Format | null>(null);
  if (!resident) return null;

  const download = async (format: Format) => {
    setBusy(format);
    try {
      const file = format === 'xlsx' ? await api.workbook(resident.id) : await api.json(resident.id);
      saveFile(file, `resident-${resident.id}-data.${format}`);
    } catch (error) {
      noticeFailure(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ px: 2, pb: 2 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.resident-data.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('app.resident-data.explained')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {(['xlsx', 'json'] as const).map((format) => (
          <Button key={format} variant="outlined" disabled={busy !== null} onClick={() => void download(format)}>
            {translate(`app.resident-data.download_${format}`)}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
