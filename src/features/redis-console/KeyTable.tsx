import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import type { KeyRow } from './redisConsoleApi';
import { ttlText } from './ttlText';

interface Props {
  rows: KeyRow[];
  chosen: string | null;
  onChoose(key: string): void;
  /** Check boxes for deleting several keys: only for a writer. */
  selection?: { keys: ReadonlySet<string>; toggle(key: string): void; toggleAll(): void };
}

/** The keys found so far: name, type and time to live; a row opens the key's detail. */
export function KeyTable({ rows, chosen, onChoose, selection }: Props) {
  const translate = useTranslate();
  const t = (name: string, options?: Record<string, unknown>) => translate(`app.redis-console.${name}`, options);
  const allChecked = selection !== undefined && rows.length > 0 && rows.every((row) => selection.keys.has(row.key));

  return (
    <Table size="small" stickyHeader aria-label={t('keys_table')}>
      <TableHead>
        <TableRow>
          {selection && (
            <TableCell padding="checkbox">
              <Checkbox
                checked={allChecked}
                indeterminate={!allChecked && selection.keys.size > 0}
                onChange={selection.toggleAll}
                slotProps={{ input: { 'aria-label': t('select_all') } }}
              />
            </TableCell>
          )}
          <TableCell>{t('key')}</TableCell>
          <TableCell>{t('type')}</TableCell>
          <TableCell align="right">{t('ttl')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key} hover selected={row.key === chosen}>
            {selection && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selection.keys.has(row.key)}
                  onChange={() => selection.toggle(row.key)}
                  slotProps={{ input: { 'aria-label': t('select_key', { key: row.key }) } }}
                />
              </TableCell>
            )}
            <TableCell sx={{ wordBreak: 'break-all', p: 0 }}>
              <ButtonBase
                onClick={() => onChoose(row.key)}
                aria-current={row.key === chosen ? 'true' : undefined}
                sx={{
                  display: 'block',
                  width: '100%',
                  textAlign: 'left',
                  px: 2,
                  py: 0.75,
                  fontFamily: 'monospace',
                  fontSize: '0.875rem',
                  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
                }}
              >
                {row.key}
              </ButtonBase>
            </TableCell>
            <TableCell>{t(`type_${row.type}`)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {ttlText(row.ttl, translate)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
