import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ReplayIcon from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { MessageBox } from '../../feedback';
import type { ManualResult } from './faceApi';
import type { FaceRecord } from './faceStatus';
import { ManualResultDialog } from './ManualResultDialog';
import { useFaceCommands } from './useFaceCommands';

type Face = Pick<FaceRecord, 'id' | 'siteId' | 'version'>;
type Command = 'retry' | ManualResult;

export interface FaceCommandButtonsProps {
  /** The faces the commands act on, read when a command is confirmed. */
  faces: () => Promise<readonly Face[]>;
  /** How many faces that is, for the confirmations. */
  count: number;
  offer: readonly Command[];
  onDone?: () => void;
}

const ICONS = { retry: <ReplayIcon />, pass: <CheckCircleIcon />, fail: <CancelIcon /> };

/** Retry, Pass and Fail for one face or the selected ones, each after a confirmation (Fail with its reason). */
export function FaceCommandButtons({ faces, count, offer, onDone }: FaceCommandButtonsProps) {
  const translate = useTranslate();
  const { retry, giveResult } = useFaceCommands(onDone);
  const [asked, setAsked] = useState<Command | null>(null);

  const confirmRetry = async () => {
    setAsked(null);
    await retry(await faces());
  };
  const confirmResult = async (result: ManualResult, reason?: string) => {
    setAsked(null);
    await giveResult(await faces(), result, reason);
  };

  return (
    <>
      {offer.map((command) => (
        <Button
          key={command}
          size="small"
          color={command === 'fail' ? 'error' : 'primary'}
          startIcon={ICONS[command]}
          onClick={() => setAsked(command)}
        >
          {translate(`app.faces.${command}`)}
        </Button>
      ))}
      <MessageBox
        open={asked === 'retry'}
        title={translate('app.faces.retry_title')}
        text={translate('app.faces.retry_text', { smart_count: count })}
        confirmLabel={translate('app.faces.retry')}
        onConfirm={() => void confirmRetry()}
        cancelLabel={translate('app.faces.cancel')}
        onCancel={() => setAsked(null)}
      />
      {(asked === 'pass' || asked === 'fail') && (
        <ManualResultDialog
          result={asked}
          count={count}
          onConfirm={(reason) => void confirmResult(asked, reason)}
          onCancel={() => setAsked(null)}
        />
      )}
    </>
  );
}
