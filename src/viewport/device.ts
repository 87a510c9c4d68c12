import useMediaQuery from '@mui/material/useMediaQuery';

/** A viewport narrower than this many pixels is a mobile device (docs/features/console.md#fixed-figures). */
export const MOBILE_BREAKPOINT = 992;

/** Half a pixel under the breakpoint, so that a zoomed 991.5 px window still counts as mobile. */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

export type Device = 'desktop' | 'mobile';

/** The device right now, for code that runs outside React (the sidebar store). */
export function currentDevice(): Device {
  return typeof window !== 'undefined' && window.matchMedia(MOBILE_QUERY).matches ? 'mobile' : 'desktop';
}

/** The device, following the window as it is resized. */
export function useDevice(): Device {
  return useMediaQuery(MOBILE_QUERY, { noSsr: true }) ? 'mobile' : 'desktop';
}
