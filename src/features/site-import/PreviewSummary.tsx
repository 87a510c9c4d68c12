import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ImportPreview } from '../../../contract/site-import';
import { asLocale } from '../../i18n/localeChoice';
import { fieldLabel, refusalText } from './refusalText';

/** A count with its name, read by a screen reader as one phrase. */
export function Count({ label, value, color }: { label: string; value: number; color?: 'success' | 'error' | 'info' }) {
  return <Chip label={`${label}: ${value}`} color={value > 0 ? color : undefined} variant="outlined" />;
}

/** What the import will do: counts, then every refused row with its field and reason in the admin's language. */
export function PreviewSummary({ preview }: { preview: ImportPreview }) {
  const translate = useTranslate();
  const [current] = useLocaleState();
  const locale = asLocale(current) ?? 'en';
  const titleId = 'site-import-refused-title';
  return (
    <Stack
      spacing={2}
      component="section"
      aria-label={translate('app.site-import.preview_title', { site: preview.siteName })}
    >
      <Typography variant="h6" component="h2">
        {translate('app.site-import.preview_title', { site: preview.siteName })}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="import-counts">
        <Count label={translate('app.site-import.create')} value={preview.create} color="success" />
        <Count label={translate('app.site-import.update')} value={preview.update} color="info" />
        <Count label={translate('app.site-import.unchanged')} value={preview.unchanged} />
        <Count label={translate('app.site-import.refused')} value={preview.refusedRows} color="error" />
        <Count label={translate('app.site-import.faces')} value={preview.faces.create} color="success" />
      </Stack>
      <PhotoNames message="app.site-import.refused_row_photos" names={preview.photosOfRefusedRows} />
      <PhotoNames message="app.site-import.unmatched" names={preview.unmatchedPhotos} />
      {preview.refused.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Typography id={titleId} variant="subtitle1" component="h3">
            {translate('app.site-import.refused_title')}
          </Typography>
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.site-import.row')}</TableCell>
                <TableCell>{translate('app.site-import.person_id')}</TableCell>
                <TableCell>{translate('app.site-import.field')}</TableCell>
                <TableCell>{translate('app.site-import.reason')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.refused.map((refusal) => (
                <TableRow key={`${refusal.row}-${refusal.field}`}>
                  <TableCell>{refusal.row}</TableCell>
                  <TableCell>{refusal.personId}</TableCell>
                  <TableCell>{fieldLabel(refusal.field, locale, translate)}</TableCell>
                  <TableCell>{refusalText(refusal, locale, translate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}

/** Archive entries the import leaves aside, named after what they are (a refused row's photo, a photo no row asked for). */
function PhotoNames({ message, names }: { message: string; names: readonly string[] }) {
  const translate = useTranslate();
  if (names.length === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {translate(message, { names: names.join(', ') })}
    </Typography>
  );
}
