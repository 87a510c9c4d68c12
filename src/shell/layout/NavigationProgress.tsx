import GlobalStyles from '@mui/material/GlobalStyles';
import NProgress from 'nprogress';
import { useEffect } from 'react';
import { useLoading } from 'react-admin';
import { useLocation } from 'react-router-dom';

// The library's own template gives the bar `role="bar"`, which is no ARIA role: the bar is decoration.
NProgress.configure({
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

/** How long the bar waits for a new page to start loading its data before it counts the page as shown. */
const SETTLE_MS = 150;

/**
 * nprogress's bar, drawn in the theme's accent colour above everything. The styles are
 * the library's own, kept here so that they follow the theme.
 */
function ProgressBarStyles() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        '#nprogress': { pointerEvents: 'none' },
        '#nprogress .bar': {
          background: theme.palette.primary.light,
          position: 'fixed',
          zIndex: theme.zIndex.tooltip + 1,
          top: 0,
          left: 0,
          width: '100%',
          height: 2,
        },
        '#nprogress .peg': {
          display: 'block',
          position: 'absolute',
          right: 0,
          width: 100,
          height: '100%',
          boxShadow: `0 0 10px ${theme.palette.primary.light}, 0 0 5px ${theme.palette.primary.light}`,
          opacity: 1,
          transform: 'rotate(3deg) translate(0px, -4px)',
        },
      })}
    />
  );
}

/**
 * The navigation progress bar (docs/features/console.md#the-console, Layout): it starts on every change of page and ends
 * once the page has what it asked the server for.
 */
export function NavigationProgress() {
  const { pathname } = useLocation();
  const loading = useLoading();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what starts the bar
  useEffect(() => {
    NProgress.start();
  }, [pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the new page may load nothing, and the bar must end then too
  useEffect(() => {
    if (loading) return;
    const timer = window.setTimeout(() => NProgress.done(), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [loading, pathname]);

  useEffect(() => () => void NProgress.done(), []);

  return <ProgressBarStyles />;
}
