import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

interface MessagePageProps {
  /** Translation keys. */
  title: string;
  message: string;
  /** Offer the way back home (pages reached by mistake). */
  homeLink?: boolean;
}

/** A page that only says something: refusals, missing pages, screens without a body yet. */
export function MessagePage({ title, message, homeLink = false }: MessagePageProps) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(title)}
        </Typography>
        <Typography color="text.secondary">{translate(message)}</Typography>
      </CardContent>
      {homeLink && (
        <CardActions>
          <Button component={Link} to="/home">
            {translate('app.page.back_home')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
