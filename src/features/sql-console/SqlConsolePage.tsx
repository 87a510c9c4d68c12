import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useFailureNotice } from '../../feedback';
import { HistoryDialog } from './HistoryDialog';
import { ResultTable } from './ResultTable';
import { exportResult } from './resultExport';
import { SchemaDialog } from './SchemaDialog';
import { StatementFailure } from './StatementFailure';
import { type HistoryEntry, type SchemaTable, useSqlConsoleApi } from './sqlConsoleApi';
import { useStatementRun } from './useStatementRun';

const SqlEditor = lazy(() => import('./SqlEditor'));

const DEFAULT_SQL = 'select id, name from site order by id';
const DEFAULT_MAX_ROWS = 500;
const MAX_ROWS = 10_000;

/**
 * sql-console: one read-only statement at a time, its rows with their column types,
 * the elapsed time, export to .xlsx or .csv, the plan, the tables and the admin's history.
 */
export default function SqlConsolePage() {
  const translate = useTranslate();
  const t = (name: string, options?: Record<string, unknown>) => translate(`app.sql-console.${name}`, options);
  const api = useSqlConsoleApi();
  const noticeFailure = useFailureNotice();
  const notify = useNotify();
  const statement = useStatementRun(api);
  const [sql, setSql] = useState(DEFAULT_SQL);
  const [maxRows, setMaxRows] = useState(DEFAULT_MAX_ROWS);
  const [tables, setTables] = useState<SchemaTable[] | null>(null);
  const [history, setHistory] = useState<HistoryEntry[] | null>(null);
  // The editor's shortcut is bound once; it reads the latest text and cap through these.
  const latest = useRef({ sql, maxRows, run: statement.run });
  latest.current = { sql, maxRows, run: statement.run };
  const run = useCallback(() => void latest.current.run(latest.current.sql, latest.current.maxRows), []);
  const { result } = statement;

  const openSchema = () => api.schema().then((answer) => setTables(answer.tables), noticeFailure);
  const openHistory = () => api.history().then(setHistory, noticeFailure);
  const exportAs = (format: 'xlsx' | 'csv') => {
    if (!result) return;
    exportResult(result, format, t('file_label')).then(
      () => notify('app.sql-console.exported', { type: 'success', messageArgs: { smart_count: result.rowCount } }),
      noticeFailure,
    );
  };

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 }, mt: 1, minWidth: 0 }}>
      <Title title={translate('routes.sql-console.title')} />
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Typography variant="body2">{t('intro')}</Typography>
        <Paper variant="outlined" sx={{ overflow: 'hidden', minWidth: 0 }}>
          <Suspense fallback={<LinearProgress aria-label={t('editor')} />}>
            <SqlEditor value={sql} onChange={setSql} onRun={run} label={t('editor')} />
          </Suspense>
        </Paper>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Button variant="contained" onClick={run} disabled={statement.running} title={t('run_hint')}>
            {t('run')}
          </Button>
          <Button variant="outlined" onClick={() => void statement.explain(sql)} disabled={statement.running}>
            {t('explain')}
          </Button>
          <TextField
            label={t('max_rows')}
            type="number"
            size="small"
            value={maxRows}
            onChange={(event) => setMaxRows(Math.min(MAX_ROWS, Math.max(1, Number(event.target.value) || 1)))}
            slotProps={{ htmlInput: { min: 1, max: MAX_ROWS } }}
            sx={{ width: 130 }}
          />
          <Button onClick={() => void openSchema()}>{t('schema')}</Button>
          <Button onClick={() => void openHistory()}>{t('history')}</Button>
        </Stack>
        {statement.running && <LinearProgress aria-label={t('running')} />}
        {statement.failure !== null && <StatementFailure error={statement.failure} />}
        {result && (
          <Stack spacing={1} sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography role="status" variant="body2" sx={{ flex: 1, minWidth: 180 }}>
                {t('rows', { smart_count: result.rowCount })} · {t('elapsed', { ms: result.elapsedMs })}
              </Typography>
              <Button size="small" onClick={() => exportAs('xlsx')} disabled={result.rowCount === 0}>
                {t('export_xlsx')}
              </Button>
              <Button size="small" onClick={() => exportAs('csv')} disabled={result.rowCount === 0}>
                {t('export_csv')}
              </Button>
            </Stack>
            {result.truncated && (
              <Typography variant="body2" color="warning.main">
                {t('truncated', { max: result.rowCount })}
              </Typography>
            )}
            <ResultTable result={result} label={t('result')} />
          </Stack>
        )}
      </Stack>
      <SchemaDialog tables={tables} onClose={() => setTables(null)} />
      <HistoryDialog
        entries={history}
        onClose={() => setHistory(null)}
        onPick={(picked) => {
          setSql(picked);
          setHistory(null);
        }}
      />
    </Paper>
  );
}
