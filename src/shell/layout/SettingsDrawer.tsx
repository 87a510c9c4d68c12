import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import type { LayoutSettings } from './layoutSettings';
import { ThemeColourPicker } from './ThemeColourPicker';
import { useLayoutSettings } from './useLayoutSettings';

type SwitchName = Exclude<keyof LayoutSettings, 'theme'>;

const SWITCHES: { name: SwitchName; label: string }[] = [
  { name: 'tagsView', label: 'app.layout.settings.tags_view' },
  { name: 'fixedHeader', label: 'app.layout.settings.fixed_header' },
  { name: 'sidebarLogo', label: 'app.layout.settings.sidebar_logo' },
];

/**
 * The settings panel (docs/features/console.md#the-console): every change shows at once; Save keeps it
 * in this browser, Reset returns to the defaults.
 */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const settings = useLayoutSettings();

  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box sx={{ width: 300, p: 2 }} role="region" aria-label={translate('app.layout.settings.title')}>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.layout.settings.title')}
        </Typography>
        <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
          {translate('app.layout.settings.theme')}
        </Typography>
        <ThemeColourPicker value={settings.theme} onChange={(theme) => settings.change({ theme })} />
        <Divider sx={{ my: 2 }} />
        <Stack>
          {SWITCHES.map(({ name, label }) => (
            <FormControlLabel
              key={name}
              label={translate(label)}
              labelPlacement="start"
              sx={{ justifyContent: 'space-between', ml: 0 }}
              control={
                <Switch checked={settings[name]} onChange={(_, checked) => settings.change({ [name]: checked })} />
              }
            />
          ))}
        </Stack>
        <Divider sx={{ my: 2 }} />
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            onClick={() => {
              settings.save();
              notify('app.layout.settings.saved', { type: 'success' });
            }}
          >
            {translate('ra.action.save')}
          </Button>
          <Button
            variant="outlined"
            onClick={() => {
              settings.reset();
              notify('app.layout.settings.reset_done', { type: 'info' });
            }}
          >
            {translate('ra.action.reset')}
          </Button>
        </Stack>
      </Box>
    </Drawer>
  );
}
