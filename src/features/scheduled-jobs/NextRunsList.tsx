import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { formatBeijingTime } from '../../schema-ui';

/** The coming runs of a schedule, in Beijing time, under a heading. */
export function NextRunsList({ runs }: { runs: readonly (string | Date)[] }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h3">
        {translate('app.scheduled-jobs.next_runs_title')}
      </Typography>
      {runs.length === 0 ? (
        <Typography variant="body2">{translate('app.scheduled-jobs.next_runs_none')}</Typography>
      ) : (
        <Typography component="ol" variant="body2" sx={{ m: 0, pl: 3, fontVariantNumeric: 'tabular-nums' }}>
          {runs.map((run) => (
            <li key={String(run)}>{formatBeijingTime(run)}</li>
          ))}
        </Typography>
      )}
    </section>
  );
}
