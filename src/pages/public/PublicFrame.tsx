import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LocalesMenuButton, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

interface PublicFrameProps {
  /** The page's heading, as shown. */
  title: string;
  children: ReactNode;
}

/**
 * The frame of the console's public pages, the sign-in page's look: the product's
 * name linking to sign-in, the language menu and a card holding the page.
 */
export function PublicFrame({ title, children }: PublicFrameProps) {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: 2,
        pb: 6,
        backgroundImage: 'radial-gradient(circle at 50% 14em, #313264 0%, #00023b 60%, #00023b 100%)',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 560, mt: { xs: 3, sm: '6em' } }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1 }}>
            <Typography
              component={RouterLink}
              to="/login"
              variant="subtitle1"
              sx={{ color: 'text.secondary', textDecoration: 'none' }}
            >
              {translate('app.title')}
            </Typography>
            <LocalesMenuButton />
          </Box>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
      <Typography variant="caption" sx={{ mt: 3, color: 'grey.500' }}>
        {translate('app.public.copyright')}
      </Typography>
    </Box>
  );
}
