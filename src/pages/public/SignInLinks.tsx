import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PUBLIC_PATHS } from '../../navigation/publicPaths';

/** Below the sign-in form: opening an account, and the two ways to reset a forgotten password. */
export function SignInLinks() {
  const translate = useTranslate();
  return (
    <Box component="nav" sx={{ px: 2, pb: 2, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Link component={RouterLink} to={PUBLIC_PATHS.register} variant="body2">
        {translate('app.public.links.register')}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {translate('app.public.links.forgot')}{' '}
        <Link component={RouterLink} to={PUBLIC_PATHS.forgotPasswordByPhone}>
          {translate('app.public.links.by_phone')}
        </Link>
        {' · '}
        <Link component={RouterLink} to={PUBLIC_PATHS.forgotPasswordByEmail}>
          {translate('app.public.links.by_email')}
        </Link>
      </Typography>
    </Box>
  );
}
