import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useFailureNotice } from '../../feedback';
import { useCountdown } from './useCountdown';

interface SendCodeButtonProps {
  /** The fields the code goes to: checked before sending. */
  fields: readonly string[];
  send: (values: Record<string, unknown>) => Promise<unknown>;
}

/** Sends a verification code to what the form holds, then waits a minute before it may send again. */
export function SendCodeButton({ fields, send }: SendCodeButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const noticeFailure = useFailureNotice();
  const { trigger, getValues } = useFormContext();
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const click = async () => {
    if (!(await trigger([...fields]))) return;
    setSending(true);
    try {
      await send(getValues());
      start();
      notify('app.accounts.code_sent', { type: 'success' });
    } catch (error) {
      noticeFailure(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      variant="outlined"
      onClick={click}
      disabled={sending || left > 0}
      sx={{ minWidth: 150, mt: 1, height: 40, whiteSpace: 'nowrap' }}
    >
      {left > 0 ? translate('app.accounts.resend_in', { seconds: left }) : translate('app.accounts.send_code')}
    </Button>
  );
}
