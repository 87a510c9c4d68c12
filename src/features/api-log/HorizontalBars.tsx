import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';

const PHONE_TICK_CHARACTERS = 16;
const WIDE_TICK_CHARACTERS = 32;
const AXES_PX = 80;

interface HorizontalBarsProps {
  title: string;
  summary: string;
  /** One label per bar group, on the left. */
  labels: string[];
  series: { data: number[]; label: string; color: string }[];
  /** Height of one bar group. */
  rowPx: number;
}

/**
 * Bars along labels on the left, cut short at the ticks (more on a phone) and whole
 * in the tooltip; the SVG carries the title and the summary.
 */
export function HorizontalBars({ title, summary, labels, series, rowPx }: HorizontalBarsProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const characters = phone ? PHONE_TICK_CHARACTERS : WIDE_TICK_CHARACTERS;
  const tick = (value: string, context: AxisValueFormatterContext) =>
    context.location === 'tick' && value.length > characters ? `${value.slice(0, characters - 1)}…` : value;
  return (
    <BarChart
      title={title}
      desc={summary}
      layout="horizontal"
      height={AXES_PX + labels.length * rowPx}
      yAxis={[{ scaleType: 'band', data: labels, width: phone ? 110 : 230, valueFormatter: tick }]}
      series={series}
    />
  );
}
