import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { messageOf } from '../../../contract/errors';
import type { Locale } from '../../../contract/resource';
import type { ApiLogStats } from './apiLogStatsApi';
import { ChartFigure } from './ChartFigure';
import { HorizontalBars } from './HorizontalBars';

const BAR_ROW_PX = 36;

/** The business codes other than 200 that came most often, each with the catalogue's text in the admin's language. */
export function ErrorCodesChart({ codes }: { codes: ApiLogStats['topErrorCodes'] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const theme = useTheme();
  // The catalogue's text without a request's `{msg}` to fill it: the placeholder's gap closed.
  const texts = codes.map((row) => messageOf(row.code, locale as Locale).replace(/\s{2,}/g, ' '));
  const labels = codes.map((row, index) => `${row.code} ${texts[index]}`);
  const [top] = codes;
  const title = translate('app.api-log.codes_title');
  if (!top)
    return (
      <section aria-label={title}>
        <Typography variant="subtitle1" component="h3">
          {title}
        </Typography>
        <Typography variant="body2">{translate('app.api-log.codes_none')}</Typography>
      </section>
    );
  const summary = translate('app.api-log.codes_summary', {
    code: top.code,
    text: texts[0],
    count: top.count,
    smart_count: top.count,
  });
  return (
    <ChartFigure
      testId="chart-error-codes"
      title={title}
      summary={summary}
      table={{
        headers: [translate('app.api-log.code'), translate('app.api-log.code_text'), translate('app.api-log.count')],
        rows: codes.map((row, index) => [row.code, texts[index] ?? '', row.count]),
      }}
    >
      <HorizontalBars
        title={title}
        summary={summary}
        labels={labels}
        rowPx={BAR_ROW_PX}
        series={[
          {
            data: codes.map((row) => row.count),
            label: translate('app.api-log.count'),
            color: theme.palette.error.main,
          },
        ]}
      />
    </ChartFigure>
  );
}
