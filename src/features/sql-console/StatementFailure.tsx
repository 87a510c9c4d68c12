import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { messageOf } from '../../../contract/errors';
import { isApiError } from '../../providers/apiError';

/** Why a statement did not run: the catalogue text and the reason in the current language, then the engine's words. */
export function StatementFailure({ error }: { error: unknown }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const data = isApiError(error) ? (error.data as { reason?: string; message?: string } | null) : null;
  const reason = data?.reason ? translate(`app.sql-console.reason_${data.reason.replaceAll('-', '_')}`) : null;
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>
        {isApiError(error)
          ? messageOf(error.code, locale === 'zh' ? 'zh' : 'en')
          : error instanceof Error
            ? error.message
            : translate('ra.notification.http_error')}
      </AlertTitle>
      {reason && <Typography variant="body2">{reason}</Typography>}
      {data?.message && (
        <Typography variant="body2" component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', m: 0 }}>
          {data.message}
        </Typography>
      )}
    </Alert>
  );
}
