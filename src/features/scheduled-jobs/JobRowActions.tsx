import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { MessageBox, useFailureNotice } from '../../feedback';
import { useShippedText } from '../../schema-ui';
import { type JobRecord, useJobApi } from './jobApi';

/**
 * Beside a job's row and on its page: run it now, and pause or resume it after a
 * confirmation. The list (and the run history) are read again afterwards.
 */
export default function JobRowActions() {
  const job = useRecordContext<JobRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const noticeFailure = useFailureNotice();
  const refresh = useRefresh();
  const api = useJobApi();
  const [asking, setAsking] = useState(false);
  const [running, setRunning] = useState(false);
  const name = useShippedText(job?.name);
  if (!job) return null;
  const action = job.enabled === true ? 'pause' : 'resume';

  const runNow = async () => {
    setRunning(true);
    try {
      const run = await api.runNow(job.id);
      const status = translate(`resources.scheduled-jobs.options.lastStatus.${run.status}`);
      notify(translate('app.scheduled-jobs.run_done', { name, status }), {
        type: run.status === 'succeeded' ? 'success' : run.status === 'running' ? 'info' : 'warning',
      });
    } catch (error) {
      noticeFailure(error);
    }
    setRunning(false);
    refresh();
  };
  const switchIt = async () => {
    setAsking(false);
    try {
      await (action === 'pause' ? api.pause(job.id) : api.resume(job.id));
      notify(translate(`app.scheduled-jobs.${action === 'pause' ? 'paused_done' : 'resumed_done'}`, { name }), {
        type: 'success',
      });
    } catch (error) {
      noticeFailure(error);
    }
    refresh();
  };
  const stop = (event: { stopPropagation(): void }) => event.stopPropagation();

  return (
    <>
      <Button
        size="small"
        disabled={running}
        onClick={(event) => {
          stop(event);
          void runNow();
        }}
        aria-label={translate('app.scheduled-jobs.run_now_named', { name })}
      >
        {translate('app.scheduled-jobs.run_now')}
      </Button>
      <Button
        size="small"
        onClick={(event) => {
          stop(event);
          setAsking(true);
        }}
        aria-label={translate(`app.scheduled-jobs.${action}_named`, { name })}
      >
        {translate(`app.scheduled-jobs.${action}`)}
      </Button>
      {/* The box is drawn elsewhere but its clicks bubble through React: they must not open the row. */}
      <Box component="span" onClick={stop}>
        <MessageBox
          open={asking}
          title={translate(`app.scheduled-jobs.${action}_title`, { name })}
          text={translate(`app.scheduled-jobs.${action}_text`)}
          confirmLabel={translate(`app.scheduled-jobs.${action}`)}
          onConfirm={() => void switchIt()}
          cancelLabel={translate('app.scheduled-jobs.cancel')}
          onCancel={() => setAsking(false)}
        />
      </Box>
    </>
  );
}
