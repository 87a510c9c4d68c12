import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import { ChartFigure } from './ChartFigure';
import { minuteLabel, minuteSlots } from './minuteSlots';

const DAY_MS = 24 * 60 * 60 * 1000;

interface CallsPerMinuteChartProps<T> {
  testId: string;
  title: string;
  summary: string;
  range: { from: string; to: string };
  /** Each minute with calls, oldest first. */
  rows: readonly T[];
  /** The name of what is counted (requests, device calls) and how a row gives it. */
  countLabel: string;
  count: (row: T) => number;
}

/** Calls per minute as an area and their errors as a line over it, times in Beijing time, quiet minutes as zeros up to a day. */
export function CallsPerMinuteChart<T extends { minute: string; errors: number }>({
  testId,
  title,
  summary,
  range,
  rows,
  countLabel,
  count,
}: CallsPerMinuteChartProps<T>) {
  const translate = useTranslate();
  const theme = useTheme();
  const slots = minuteSlots(range, rows);
  const longRange = new Date(range.to).getTime() - new Date(range.from).getTime() > DAY_MS;
  const label = (minute: Date) => minuteLabel(minute, longRange);
  const errorsLabel = translate('app.api-log.errors');
  return (
    <ChartFigure
      testId={testId}
      title={title}
      summary={summary}
      table={{
        headers: [translate('app.api-log.minute'), countLabel, errorsLabel],
        rows: rows.map((row) => [label(new Date(row.minute)), count(row), row.errors]),
      }}
    >
      <LineChart
        title={title}
        desc={summary}
        height={260}
        xAxis={[{ scaleType: 'time', data: slots.map((slot) => slot.minute), valueFormatter: label }]}
        yAxis={[{ tickMinStep: 1 }]}
        series={[
          {
            data: slots.map((slot) => (slot.row ? count(slot.row) : 0)),
            label: countLabel,
            area: true,
            showMark: false,
            color: theme.palette.primary.main,
          },
          {
            data: slots.map((slot) => slot.row?.errors ?? 0),
            label: errorsLabel,
            showMark: false,
            color: theme.palette.error.main,
          },
        ]}
      />
    </ChartFigure>
  );
}
