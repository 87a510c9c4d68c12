import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';

/** Full screen on and off; a browser that cannot do it says so (docs/features/console.md#the-console, Layout). */
export function FullscreenToggle() {
  const translate = useTranslate();
  const notify = useNotify();
  const [fullscreen, setFullscreen] = useState(() => document.fullscreenElement !== null);

  useEffect(() => {
    const follow = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);

  const toggle = async () => {
    const unsupported = () => notify('app.layout.fullscreen.unsupported', { type: 'warning' });
    if (!document.fullscreenEnabled) {
      unsupported();
      return;
    }
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      unsupported();
    }
  };

  const label = translate(fullscreen ? 'app.layout.fullscreen.exit' : 'app.layout.fullscreen.enter');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={toggle}>
        {fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
}
