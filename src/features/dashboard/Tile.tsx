import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ListLink, type ListTarget } from './ListLink';

/** One tile of Home: a region named by its heading. */
export function Tile({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} data-testid={testId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A figure of a tile, as a link to the list filtered to what it counts; its words are the link's name (`3 Sites`). */
export function FigureLink({
  label,
  count,
  target,
  testId,
}: {
  label: string;
  count: number;
  target: ListTarget;
  testId: string;
}) {
  return (
    <ListLink target={target}>
      <Figure label={label} count={count} testId={testId} />
    </ListLink>
  );
}

/** A figure of a tile that opens one record's page (an import run and its failed rows). */
export function FigureRecordLink({
  label,
  count,
  to,
  testId,
}: {
  label: string;
  count: number;
  to: string;
  testId: string;
}) {
  return (
    <Link component={RouterLink} to={to} underline="hover">
      <Figure label={label} count={count} testId={testId} />
    </Link>
  );
}

/** A count and its name, large and small, read as one phrase. */
export function Figure({ label, count, testId }: { label: string; count: number; testId: string }) {
  return (
    <Stack component="span" data-testid={testId} sx={{ display: 'inline-flex', minWidth: 0 }}>
      <Typography component="span" variant="h4" data-figure={count}>
        {count.toLocaleString()}
      </Typography>{' '}
      <Typography component="span" variant="body2">
        {label}
      </Typography>
    </Stack>
  );
}

/** Figures side by side, wrapping on a phone. */
export function Figures({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap', mb: 1 }}>
      {children}
    </Stack>
  );
}
