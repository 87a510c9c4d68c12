import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ResourceRecords } from '../../../contract/generated/types';
import type { HttpClient } from '../../providers/http';
import { useConsoleApi } from '../../providers/useConsoleHttp';
import { useShippedText } from '../../schema-ui';
import { FilePickButton, useUpload } from '../../uploads';
import { reasonInWords } from '../faces';

type Verdict = { code: string; passed: boolean; reason?: string };

function tacticTrialApi(http: HttpClient) {
  return {
    attempt: (id: number, faceUrl: string) =>
      http.request<Verdict>('POST', `/api/auto-detect-tactics/${id}/try`, { body: { faceUrl } }),
  };
}

/**
 * Beside a tactic's row: try a photo against that tactic and its thresholds as they
 * are saved, and read the verdict in words (what was measured against the limit).
 * Nothing is written; a switched-off tactic says so (6081).
 */
export default function TacticTryButton() {
  const tactic = useRecordContext<ResourceRecords['auto-detect-tactic']>();
  const translate = useTranslate();
  const api = useConsoleApi(tacticTrialApi);
  const { upload, feedback } = useUpload();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const [verdict, setVerdict] = useState<{ ok: boolean; text: string } | null>(null);
  const tacticName = useShippedText(tactic?.name);
  if (!tactic) return null;

  const tryPhoto = async (file: File | null) => {
    setPhoto(file);
    setVerdict(null);
    if (!file) return;
    const [stored] = (await upload('image', [file])) ?? [];
    if (!stored) return;
    try {
      const answer = await api.attempt(tactic.id, stored.url);
      setVerdict(
        answer.passed
          ? { ok: true, text: translate('app.tactics.try_passed') }
          : { ok: false, text: reasonInWords(answer.reason ?? answer.code, null, translate) },
      );
    } catch (error) {
      setVerdict({ ok: false, text: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        aria-label={translate('app.tactics.try_named', { name: tacticName })}
      >
        {translate('app.tactics.try')}
      </Button>
      <Dialog
        open={open}
        aria-labelledby={titleId}
        onClose={(_event, why) => why === 'escapeKeyDown' && setOpen(false)}
      >
        <DialogTitle id={titleId}>{translate('app.tactics.try_title', { name: tacticName })}</DialogTitle>
        <DialogContent>
          <FilePickButton label={translate('app.tactics.photo')} accept="image/*" file={photo} onChange={tryPhoto} />
          {verdict && (
            <Alert severity={verdict.ok ? 'success' : 'warning'} sx={{ mt: 2 }} role="status">
              {verdict.text}
            </Alert>
          )}
          {feedback}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('app.tactics.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
