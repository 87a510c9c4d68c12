import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { crumbText } from './routeTrail';
import { useRouteTrail } from './useRouteTrail';

/** Another heading of level 1 in the page than this one. */
const OWN_HEADING = 'h1:not([data-page-heading])';

/**
 * The page's one `h1`, for screen readers and their heading lists: the route's title,
 * as the breadcrumb ends, drawn visually hidden (the breadcrumb shows it). A page that
 * brings its own `h1` (Home, the form generator) keeps it, and this one steps back to
 * plain text, so every page has exactly one.
 */
export function PageHeading() {
  const translate = useTranslate();
  const last = useRouteTrail().at(-1);
  const ref = useRef<HTMLElement>(null);
  const [pageHasOwn, setPageHasOwn] = useState(false);
  useEffect(() => {
    const page = ref.current?.closest('.RaLayout-content') ?? document.body;
    const look = () => setPageHasOwn(page.querySelector(OWN_HEADING) !== null);
    look();
    const watcher = new MutationObserver(look);
    watcher.observe(page, { childList: true, subtree: true });
    return () => watcher.disconnect();
  }, []);
  if (!last) return null;
  return (
    <Box ref={ref} component={pageHasOwn ? 'span' : 'h1'} data-page-heading sx={visuallyHidden}>
      {crumbText(translate, last)}
    </Box>
  );
}
