import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

const T = 'app.accounts.second_factor';

/** Ten recovery codes, shown this once, until the admin says they are saved. */
export function RecoveryCodesNotice({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="recovery-codes-title" sx={{ my: 1 }}>
      <Typography id="recovery-codes-title" variant="subtitle2" component="h4">
        {translate(`${T}.recovery_title`)}
      </Typography>
      <Alert severity="warning" sx={{ my: 1 }}>
        {translate(`${T}.recovery_help`)}
      </Alert>
      <Box
        component="ul"
        aria-label={translate(`${T}.recovery_title`)}
        data-recovery-codes
        sx={{ columns: 2, fontFamily: 'monospace', fontSize: 16, pl: 3, my: 1 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="contained" onClick={onSaved}>
        {translate(`${T}.recovery_saved`)}
      </Button>
    </Box>
  );
}
