import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatBeijingTime } from '../../schema-ui';
import { durationText } from './durationText';
import type { JobRunRecord } from './jobApi';
import { RunStatusChip } from './RunStatusChip';
import { useJobResultText } from './useJobResultText';

const COLUMNS = ['status', 'trigger', 'startedAt', 'durationMs', 'message', 'node'] as const;
export const RUNS_PER_PAGE = 10;

interface RunHistoryTableProps {
  label: string;
  runs: readonly JobRunRecord[];
  total: number;
  page: number;
  onPage(page: number): void;
}

/** One page of a job's runs, latest first: status, trigger, start, duration, message, node. */
export function RunHistoryTable({ label, runs, total, page, onPage }: RunHistoryTableProps) {
  const translate = useTranslate();
  const resultText = useJobResultText();
  const field = (name: string) => translate(`app.scheduled-jobs.column_${name}`);
  if (total === 0) return <Typography variant="body2">{translate('app.scheduled-jobs.history_empty')}</Typography>;
  return (
    <>
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((name) => (
                <TableCell key={name} sx={{ whiteSpace: 'nowrap' }}>
                  {field(name)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {runs.map((run) => (
              <TableRow key={run.id}>
                <TableCell>
                  <RunStatusChip status={run.status} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {translate(`app.scheduled-jobs.trigger_${run.trigger}`)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatBeijingTime(run.startedAt)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{durationText(run.durationMs, translate)}</TableCell>
                <TableCell sx={{ minWidth: 200, wordBreak: 'break-word' }}>{resultText(run.message)}</TableCell>
                <TableCell>{run.node}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page}
        rowsPerPage={RUNS_PER_PAGE}
        rowsPerPageOptions={[RUNS_PER_PAGE]}
        onPageChange={(_event, next) => onPage(next)}
      />
    </>
  );
}
