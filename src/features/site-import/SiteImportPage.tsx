import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import type { ImportPreview } from '../../../contract/site-import';
import { useFailureNotice } from '../../feedback';
import { saveFile } from '../../schema-ui';
import { FilePickButton } from '../../uploads';
import { UploadProgressOverlay } from '../../uploads/UploadProgressOverlay';
import { percentText } from '../../uploads/uploadProgress';
import { ImportReport } from './ImportReport';
import { PreviewSummary } from './PreviewSummary';
import { type SiteChoice, SitePicker } from './SitePicker';
import { useSiteImportApi } from './siteImportApi';
import { useImportRun } from './useImportRun';

const SHEET_TYPES = '.xlsx,.zip,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/zip';

interface Sending {
  name: string;
  loaded: number;
  total: number;
}

/**
 * site-import: choose a site, download the template, send the filled sheet and the
 * photos, read the preview, run the import under the progress overlay, and end with
 * the report and the failed rows to send again.
 */
export default function SiteImportPage() {
  const translate = useTranslate();
  const api = useSiteImportApi();
  const noticeFailure = useFailureNotice();
  const [site, setSite] = useState<SiteChoice | null>(null);
  const [sheet, setSheet] = useState<File | null>(null);
  const [photos, setPhotos] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [sending, setSending] = useState<Sending | null>(null);
  const run = useImportRun(api, noticeFailure);
  const ended = run.progress?.state === 'done' || run.progress?.state === 'failed';
  const running = run.progress !== null && !ended;

  const download = async (fetchFile: () => Promise<Blob>, name: string) => {
    try {
      saveFile(await fetchFile(), name);
    } catch (error) {
      noticeFailure(error);
    }
  };
  const startOver = (keepSite: boolean) => {
    if (!keepSite) setSite(null);
    setSheet(null);
    setPhotos(null);
    setPreview(null);
    run.reset();
  };
  const sendForPreview = async () => {
    if (!site || !sheet) return;
    setSending({ name: sheet.name, loaded: 0, total: sheet.size + (photos?.size ?? 0) });
    try {
      setPreview(
        await api.preview({ siteId: site.id, sheet, photos: photos ?? undefined }, (loaded, total) =>
          setSending({ name: photos?.name ?? sheet.name, loaded, total }),
        ),
      );
    } catch (error) {
      noticeFailure(error);
    } finally {
      setSending(null);
    }
  };
  const writable = preview ? preview.create + preview.update + preview.unchanged : 0;

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, mt: 1 }}>
      <Title title={translate('routes.site-import.title')} />
      <Stack spacing={3}>
        <Typography variant="body1">{translate('app.site-import.intro')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <SitePicker value={site} onChange={setSite} disabled={preview !== null} />
          <Button variant="outlined" onClick={() => void download(api.template, 'site-import-template.xlsx')}>
            {translate('app.site-import.template')}
          </Button>
        </Stack>
        {!preview && (
          <Stack spacing={1.5}>
            <FilePickButton
              label={translate('app.site-import.sheet')}
              accept={SHEET_TYPES}
              file={sheet}
              onChange={setSheet}
            />
            <FilePickButton
              label={translate('app.site-import.photos')}
              accept=".zip,application/zip"
              file={photos}
              onChange={setPhotos}
            />
            <Typography variant="body2" color="text.secondary">
              {translate('app.site-import.files_help')}
            </Typography>
            <div>
              <Button variant="contained" disabled={!site || !sheet} onClick={() => void sendForPreview()}>
                {translate('app.site-import.preview')}
              </Button>
            </div>
          </Stack>
        )}
        {preview && !run.progress && (
          <>
            <PreviewSummary preview={preview} />
            {writable === 0 && <Typography color="error">{translate('app.site-import.nothing_to_run')}</Typography>}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button variant="contained" disabled={writable === 0} onClick={() => void run.start(preview.importId)}>
                {translate('app.site-import.run')}
              </Button>
              <Button onClick={() => startOver(true)}>{translate('app.site-import.start_over')}</Button>
            </Stack>
          </>
        )}
        {preview && run.progress && ended && (
          <ImportReport
            siteName={preview.siteName}
            progress={run.progress}
            onReport={() => void download(() => api.report(preview.importId), 'site-import-report.xlsx')}
            onFailedRows={() => void download(() => api.failedRows(preview.importId), 'site-import-failed-rows.xlsx')}
            onReimport={() => startOver(true)}
          />
        )}
      </Stack>
      {sending && (
        <UploadProgressOverlay
          title={translate('app.site-import.uploading', { name: sending.name })}
          percent={sending.total > 0 ? (sending.loaded / sending.total) * 100 : 0}
          percentText={percentText(sending.loaded, sending.total)}
        />
      )}
      {running && run.progress && preview && (
        <UploadProgressOverlay
          title={translate('app.site-import.running', { site: preview.siteName })}
          percent={run.progress.total > 0 ? (run.progress.done / run.progress.total) * 100 : 0}
          percentText={percentText(run.progress.done, run.progress.total)}
        />
      )}
    </Paper>
  );
}
