import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { statementFailureWords } from './statementFailureWords';

/**
 * Why a statement did not run: one sentence in the reader's language, and the engine's
 * own words apart, behind "The database's words", for whoever needs them.
 */
export function StatementFailure({ error }: { error: unknown }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { sentence, detail } = statementFailureWords(error, translate, locale === 'zh' ? 'zh' : 'en');
  return (
    <Alert severity="error" role="alert">
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {sentence}
      </Typography>
      {detail && (
        <Box component="details" sx={{ mt: 0.5 }} data-engine-detail>
          <Typography component="summary" variant="body2" sx={{ cursor: 'pointer' }}>
            {translate('app.sql-console.engine_detail')}
          </Typography>
          <Typography variant="body2" component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', m: 0 }}>
            {detail}
          </Typography>
        </Box>
      )}
    </Alert>
  );
}
