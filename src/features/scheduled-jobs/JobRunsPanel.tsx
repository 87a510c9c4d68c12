import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Page } from '../../../contract/envelope';
import { useFailureNotice } from '../../feedback';
import { useShippedText } from '../../schema-ui';
import JobRowActions from './JobRowActions';
import { type JobRecord, type JobRunRecord, useJobApi } from './jobApi';
import { NextRunsList } from './NextRunsList';
import { RUNS_PER_PAGE, RunHistoryTable } from './RunHistoryTable';

/**
 * On a job's page: run now, pause or resume, its next runs (as the server computes
 * them) and its run history, paged. Read again when the job's last run changes.
 */
export default function JobRunsPanel() {
  const job = useRecordContext<JobRecord>();
  const translate = useTranslate();
  const jobName = useShippedText(job?.name);
  const noticeFailure = useFailureNotice();
  const api = useJobApi();
  const titleId = useId();
  const [page, setPage] = useState(0);
  const [reads, setReads] = useState(0);
  const [runs, setRuns] = useState<Page<JobRunRecord> | null>(null);
  const [nextRuns, setNextRuns] = useState<string[]>([]);
  const jobId = job?.id;
  const changed = `${job?.lastRunAt}|${job?.lastStatus}|${job?.cron}|${job?.enabled}|${reads}`;

  useEffect(() => {
    if (jobId === undefined || !changed) return;
    const controller = new AbortController();
    Promise.all([api.runs(jobId, page + 1, RUNS_PER_PAGE, controller.signal), api.nextRuns(jobId, controller.signal)])
      .then(([history, next]) => {
        setRuns(history);
        setNextRuns(next.runs);
      })
      .catch((error) => controller.signal.aborted || noticeFailure(error));
    return () => controller.abort();
  }, [api, jobId, page, changed, noticeFailure]);

  if (!job) return null;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ px: 2, pb: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <JobRowActions />
      </Stack>
      {job.enabled === true && <NextRunsList runs={nextRuns} />}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 2, mb: 1 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {translate('app.scheduled-jobs.history_title')}
        </Typography>
        <Button size="small" onClick={() => setReads((count) => count + 1)}>
          {translate('app.scheduled-jobs.refresh')}
        </Button>
      </Stack>
      {runs && (
        <RunHistoryTable
          label={translate('app.scheduled-jobs.history_label', { name: jobName })}
          runs={runs.list}
          total={runs.total}
          page={page}
          onPage={setPage}
        />
      )}
    </Box>
  );
}
