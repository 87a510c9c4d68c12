import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { isMacPlatform, isSearchShortcut, shortcutLabel } from './searchShortcut';

// The dialog brings the fuzzy search and the pinyin dictionary: they load when first wanted.
const loadDialog = () => import('./RouteSearchDialog');
const RouteSearchDialog = lazy(loadDialog);

const onMac = typeof navigator !== 'undefined' && isMacPlatform(navigator.platform || navigator.userAgent);

/** The route search of the top bar, opened by its button or Ctrl+K (docs/features/console.md#the-console, Route search). */
export function RouteSearch() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const show = useCallback(() => {
    setWanted(true);
    setOpen(true);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event, onMac)) return;
      event.preventDefault();
      show();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [show]);

  return (
    <>
      <Tooltip title={translate('app.search.open', { shortcut: shortcutLabel(onMac) })}>
        <IconButton color="inherit" onClick={show} onMouseEnter={loadDialog} onFocus={loadDialog}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {wanted && (
        <Suspense fallback={null}>
          <RouteSearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
