import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { AccountSlotView } from './AccountSlotView';

/**
 * What the console shows, in place of every page, to an account whose role requires a second
 * factor it has not set up (docs/security.md#second-factor): the sign-in security form alone.
 * Once a factor is set up the console opens afresh, with the account's pages.
 */
export function SecondFactorSetupGate() {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="second-factor-setup-title" sx={{ maxWidth: 720, p: 2 }}>
      <Typography id="second-factor-setup-title" variant="h5" component="h2" gutterBottom>
        {translate('app.layout.security.setup_title')}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('app.layout.security.setup_required')}
      </Alert>
      <AccountSlotView slot="signInSecurity" onLeave={() => window.location.assign('/')} />
    </Box>
  );
}
