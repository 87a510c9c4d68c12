import Backdrop from '@mui/material/Backdrop';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** The progress overlay is 500 px wide (docs/features/console.md#fixed-figures). */
export const OVERLAY_WIDTH_PX = 500;

export interface UploadProgressOverlayProps {
  /** What is being sent, already translated ("Uploading face.jpg"). */
  title: string;
  /** Percent sent, 0 to 100. */
  percent: number;
  /** The percentage as shown, one decimal (uploadProgress.ts). */
  percentText: string;
}

/**
 * While a file uploads (docs/domain.md#uploads), an overlay over the page shows the
 * percentage sent; the caller removes it on completion or failure. It takes the
 * pointer, so nothing else is started meanwhile, and it announces itself politely.
 */
export function UploadProgressOverlay({ title, percent, percentText }: UploadProgressOverlayProps) {
  const titleId = useId();
  return (
    <Backdrop open transitionDuration={0} sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}>
      <Paper
        role="status"
        aria-live="polite"
        aria-labelledby={titleId}
        data-testid="upload-progress"
        sx={{ width: OVERLAY_WIDTH_PX, maxWidth: '100vw', boxSizing: 'border-box', p: 3 }}
      >
        <Typography id={titleId} variant="body1" noWrap gutterBottom>
          {title}
        </Typography>
        <LinearProgress variant="determinate" value={percent} aria-labelledby={titleId} />
        <Typography variant="h6" align="center" data-testid="upload-percent" sx={{ mt: 1 }}>
          {percentText}
        </Typography>
      </Paper>
    </Backdrop>
  );
}
