import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { ImportRunFailures } from '../../../contract/site-import';
import { asLocale } from '../../i18n/localeChoice';

/**
 * The failed rows of an import run (`failedRows`): on the run's page a table of row,
 * person id, column and reason in the admin's language; in a list cell their count.
 */
export default function FailedRowsField({ variant }: { variant: 'cell' | 'detail' }) {
  const record = useRecordContext<{ failedRows?: ImportRunFailures | null }>();
  const translate = useTranslate();
  const [current] = useLocaleState();
  const locale = asLocale(current) ?? 'en';
  const titleId = useId();
  const failures = record?.failedRows;
  if (!failures || failures.total === 0) {
    return variant === 'cell' ? (
      <span>0</span>
    ) : (
      <Typography variant="body2">{translate('app.site-import.no_failures')}</Typography>
    );
  }
  if (variant === 'cell') return <span>{failures.total}</span>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Typography id={titleId} variant="body2" sx={{ mb: 1 }}>
        {failures.items.length < failures.total
          ? translate('app.site-import.failures_first', { smart_count: failures.items.length, total: failures.total })
          : translate('app.site-import.failures_all', { smart_count: failures.total })}
      </Typography>
      <Table size="small" aria-labelledby={titleId} data-testid="import-run-failures">
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.site-import.row')}</TableCell>
            <TableCell>{translate('app.site-import.person_id')}</TableCell>
            <TableCell>{translate('app.site-import.column')}</TableCell>
            <TableCell>{translate('app.site-import.code')}</TableCell>
            <TableCell>{translate('app.site-import.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {failures.items.map((failure) => (
            <TableRow key={`${failure.row}-${failure.column}-${failure.code}-${failure.reason.en}`}>
              <TableCell>{failure.row}</TableCell>
              <TableCell>{failure.personId}</TableCell>
              <TableCell>{failure.columnLabel[locale]}</TableCell>
              <TableCell>{failure.code || ''}</TableCell>
              <TableCell>{failure.reason[locale]}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
