import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ResourceRecords } from '../../../contract/generated/types';
import type { HttpClient } from '../../providers/http';
import { useConsoleApi } from '../../providers/useConsoleHttp';
import { type ProbeResult, probeInWords } from './probeInWords';

function connectionTestApi(http: HttpClient) {
  return {
    test: (id: number) => http.request<ProbeResult>('POST', `/api/third-clouds/${id}/test`),
  };
}

/**
 * Beside a third-party cloud's row: call its endpoint once and say what came back in
 * words (the status, a timeout, or a refused address), next to the button.
 */
export default function ThirdCloudTestButton() {
  const cloud = useRecordContext<ResourceRecords['third-cloud']>();
  const translate = useTranslate();
  const api = useConsoleApi(connectionTestApi);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  if (!cloud) return null;

  const test = async (button: HTMLElement) => {
    setAnchor(button);
    setAnswer(null);
    try {
      const result = await api.test(cloud.id);
      setAnswer({ ok: result.ok, text: probeInWords(result, translate) });
    } catch (error) {
      setAnswer({ ok: false, text: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <>
      <Button
        size="small"
        onClick={(event) => {
          event.stopPropagation();
          void test(event.currentTarget);
        }}
        aria-label={translate('app.third-clouds.test_named', { name: cloud.name })}
      >
        {translate('app.third-clouds.test')}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        onClick={(event) => event.stopPropagation()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Alert severity={answer ? (answer.ok ? 'success' : 'warning') : 'info'} role="status">
          {answer?.text ?? translate('app.third-clouds.testing')}
        </Alert>
      </Popover>
    </>
  );
}
