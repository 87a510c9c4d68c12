import Typography from '@mui/material/Typography';
import { useLocaleState, useRecordContext } from 'react-admin';
import { shippedTextIn } from '../../contract/shipped-texts';
import { asLocale } from '../i18n/localeChoice';
import { cellText } from './cellText';

/** A stored text in the reader's language while it is still a text the console ships; else as stored. */
export function useShippedText(stored: unknown): string {
  const [locale] = useLocaleState();
  const shown = shippedTextIn(stored, asLocale(locale) ?? 'en') ?? stored;
  return shown === null || shown === undefined ? '' : String(shown);
}

/**
 * A text value; one that is still a text the console ships (a seeded tactic's name, a
 * scheduled job's description) is shown in the reader's language. A cell is cut short,
 * a detail shows everything.
 */
export function ShippedTextField({ source, variant }: { source: string; variant: 'cell' | 'detail' }) {
  const record = useRecordContext();
  const value = useShippedText(record?.[source]);
  if (variant === 'detail') {
    return (
      <Typography component="span" variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {value}
      </Typography>
    );
  }
  const { shown, full } = cellText(value);
  return (
    <Typography component="span" variant="body2" title={full}>
      {shown}
    </Typography>
  );
}
