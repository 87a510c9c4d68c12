import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { KeyDetail } from './redisConsoleApi';

type Cells = ReactNode[];

interface Pair {
  field: string;
  value: string;
}

/** A key's value drawn for its type: text, or a table whose columns suit the type. */
export function KeyValueView({ detail, fieldAction }: { detail: KeyDetail; fieldAction?: (pair: Pair) => ReactNode }) {
  const translate = useTranslate();
  const t = (name: string) => translate(`app.redis-console.${name}`);
  const { type, value } = detail;
  if (type === 'string') {
    return (
      <Box
        component="pre"
        aria-label={t('value')}
        sx={{ m: 0, p: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 360 }}
      >
        {value === '' ? t('empty') : String(value)}
      </Box>
    );
  }
  if (type === 'hash') {
    const pairs = value as Pair[];
    const headers = [t('field'), t('value'), ...(fieldAction ? [t('edit_field')] : [])];
    return (
      <ValueTable
        headers={headers}
        rows={pairs.map((pair) => [pair.field, pair.value, ...(fieldAction ? [fieldAction(pair)] : [])])}
      />
    );
  }
  if (type === 'list') {
    const items = value as { index: number; value: string }[];
    return <ValueTable headers={[t('index'), t('value')]} rows={items.map((item) => [item.index, item.value])} />;
  }
  if (type === 'set') {
    return <ValueTable headers={[t('member')]} rows={(value as string[]).map((member) => [member])} />;
  }
  if (type === 'zset') {
    const members = value as { member: string; score: number }[];
    return <ValueTable headers={[t('member'), t('score')]} rows={members.map((item) => [item.member, item.score])} />;
  }
  const entries = value as { id: string; fields: Pair[] }[];
  return (
    <ValueTable
      headers={[t('entry_id'), t('fields')]}
      rows={entries.map((entry) => [
        entry.id,
        entry.fields.map((pair) => (
          <Box key={pair.field} component="span" sx={{ display: 'block' }}>
            <strong>{pair.field}</strong>: {pair.value}
          </Box>
        )),
      ])}
    />
  );
}

function ValueTable({ headers, rows }: { headers: string[]; rows: Cells[] }) {
  return (
    <Box sx={{ maxHeight: 420, overflow: 'auto' }}>
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            {headers.map((header, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for a type
              <TableCell key={index}>{header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((cells, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the value's items are in their stored order
            <TableRow key={row}>
              {cells.map((cell, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for a type
                <TableCell key={column} sx={{ wordBreak: 'break-all' }}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
