import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title, useGetIdentity, useTranslate } from 'react-admin';

/** Home needs no permission (spec section 2). */
export function HomePage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="routes.home.title" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.home.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        <Typography color="text.secondary">{translate('app.home.intro')}</Typography>
      </CardContent>
    </Card>
  );
}
