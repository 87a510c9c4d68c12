import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { MessageBox, useFailureNotice } from '../../feedback';

/** What a confirmation asks: its texts as shown, and the call that does it once confirmed. */
export interface Confirmation {
  title: string;
  text: string;
  confirmLabel: string;
  run(): Promise<string>;
}

/**
 * Asks before ending something: `ask` opens the box, confirming runs the call, shows
 * the success text it returns (or the failure) and then calls `onDone` either way.
 */
export function useConfirmedAction(onDone: () => void) {
  const translate = useTranslate();
  const notify = useNotify();
  const noticeFailure = useFailureNotice();
  const [asked, setAsked] = useState<Confirmation | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async (confirmation: Confirmation) => {
    setAsked(null);
    setBusy(true);
    try {
      notify(await confirmation.run(), { type: 'success' });
    } catch (error) {
      noticeFailure(error);
    }
    setBusy(false);
    onDone();
  };

  const box = (
    <MessageBox
      open={asked !== null}
      title={asked?.title ?? ''}
      text={asked?.text ?? ''}
      confirmLabel={asked?.confirmLabel ?? ''}
      onConfirm={() => asked && void confirm(asked)}
      cancelLabel={translate('app.sessions.cancel')}
      onCancel={() => setAsked(null)}
    />
  );
  return { ask: setAsked, busy, box };
}
