import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { type ReactNode, useId } from 'react';

export interface ChartTable {
  headers: string[];
  rows: (string | number)[][];
}

interface ChartFigureProps {
  title: string;
  /** One sentence saying what the chart shows, read before its data. */
  summary: string;
  /** The chart's data as a table, for screen readers. */
  table: ChartTable;
  children: ReactNode;
  testId: string;
}

/** A chart with its title, a summary as its description and its data as a table only screen readers read. */
export function ChartFigure({ title, summary, table, children, testId }: ChartFigureProps) {
  const titleId = useId();
  const summaryId = useId();
  return (
    <Box
      component="figure"
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      data-testid={testId}
      sx={{ m: 0, minWidth: 0 }}
    >
      <Typography id={titleId} variant="subtitle1" component="h3">
        {title}
      </Typography>
      <Typography id={summaryId} variant="body2" color="text.secondary">
        {summary}
      </Typography>
      {children}
      <Box component="table" sx={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            {table.headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.join('\u0000')}>
              {row.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row keep their column order
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
