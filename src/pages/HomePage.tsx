import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { useConsoleSlot } from '../feature-host/consoleSlots';

/**
 * Home needs no permission (docs/domain.md#permissions-and-ownership): the welcome line, then what a feature
 * shows there (the dashboard's tiles); the welcome card alone when none does.
 */
export function HomePage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const Tiles = useConsoleSlot('home');
  const welcome = translate('app.home.welcome', { name: identity?.fullName ?? '' });
  if (Tiles)
    return (
      <>
        <Title title="routes.home.title" />
        <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 1 }}>
          {welcome}
        </Typography>
        <Suspense fallback={null}>
          <Tiles />
        </Suspense>
      </>
    );
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="routes.home.title" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {welcome}
        </Typography>
        <Typography color="text.secondary">{translate('app.home.intro')}</Typography>
      </CardContent>
    </Card>
  );
}
