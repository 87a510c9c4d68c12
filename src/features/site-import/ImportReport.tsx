import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ImportProgress } from '../../../contract/site-import';
import { Count } from './PreviewSummary';

interface ImportReportProps {
  siteName: string;
  progress: ImportProgress;
  onReport(): void;
  onFailedRows(): void;
  onReimport(): void;
}

/** The end of an import: what it did, the report to download, and the way to send the failed rows again. */
export function ImportReport({ siteName, progress, onReport, onFailedRows, onReimport }: ImportReportProps) {
  const translate = useTranslate();
  const failed = progress.state === 'failed';
  const failures = progress.refused + progress.facesFailed;
  const title = translate(failed ? 'app.site-import.failed_title' : 'app.site-import.ended_title', { site: siteName });
  return (
    <Stack spacing={2} component="section" aria-label={title}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {failed && progress.error && <Alert severity="error">{progress.error}</Alert>}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="import-result">
        <Count label={translate('app.site-import.created_count')} value={progress.created} color="success" />
        <Count label={translate('app.site-import.updated_count')} value={progress.updated} color="info" />
        <Count label={translate('app.site-import.unchanged')} value={progress.unchanged} />
        <Count label={translate('app.site-import.refused')} value={progress.refused} color="error" />
        <Count label={translate('app.site-import.faces_created')} value={progress.facesCreated} color="success" />
        <Count label={translate('app.site-import.faces_unchanged')} value={progress.facesUnchanged} />
        <Count label={translate('app.site-import.faces_failed')} value={progress.facesFailed} color="error" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" onClick={onReport}>
          {translate('app.site-import.report')}
        </Button>
        {failures > 0 && (
          <>
            <Button variant="outlined" onClick={onFailedRows}>
              {translate('app.site-import.failed_rows')}
            </Button>
            <Button variant="outlined" onClick={onReimport}>
              {translate('app.site-import.reimport')}
            </Button>
          </>
        )}
      </Stack>
      {failures > 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.site-import.reimport_help')}
        </Typography>
      )}
    </Stack>
  );
}
