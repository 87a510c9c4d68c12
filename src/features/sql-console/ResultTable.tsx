import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { cellOf } from './resultExport';
import type { StatementResult } from './sqlConsoleApi';

/** The rows of a statement, each column headed by its name and engine type; NULL and masked secrets shown as such. */
export function ResultTable({ result, label }: { result: StatementResult; label: string }) {
  const translate = useTranslate();
  const maskedLabel = translate('app.sql-console.masked');
  return (
    <Box sx={{ overflow: 'auto', maxHeight: 480, maxWidth: '100%' }} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            {result.columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a result may name two columns alike
              <TableCell key={index} sx={{ whiteSpace: 'nowrap' }}>
                <Typography variant="subtitle2" component="span">
                  {column.name}
                </Typography>
                <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
                  {column.type}
                </Typography>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {result.rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a result have no key of their own
            <TableRow key={rowIndex}>
              {row.map((value, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the columns
                <TableCell key={index} sx={{ maxWidth: 360, overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
                  {value === null ? (
                    <Typography component="span" variant="body2" color="text.secondary">
                      NULL
                    </Typography>
                  ) : result.columns[index]?.masked ? (
                    <Chip size="small" variant="outlined" label={maskedLabel} sx={{ fontStyle: 'italic' }} />
                  ) : (
                    String(cellOf(value))
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
