import { useMemo } from 'react';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { readableShade } from './readableColour';
import { useLayoutSetting } from './useLayoutSettings';

/** The sidebar is 210 pixels wide (docs/features/console.md#fixed-figures). */
export const SIDEBAR_WIDTH = 210;
const SIDEBAR_CLOSED_WIDTH = 50;

/**
 * The other colours of the palette (react-admin's secondary blue and MUI's status
 * colours), each its readable shade, so their text and filled chips keep 4.5:1 too.
 */
const READABLE_PALETTE = Object.fromEntries(
  Object.entries({
    secondary: '#2196f3',
    error: '#d32f2f',
    warning: '#ed6c02',
    info: '#0288d1',
    success: '#2e7d32',
  }).map(([name, colour]) => [name, { main: readableShade(colour), contrastText: '#ffffff' }]),
);

/** MUI's secondary text colour: 5.6:1 on the page's background. */
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.6)';

/**
 * react-admin's theme in the chosen colour, with the console's sidebar width. Text,
 * links and buttons use the colour's readable shade (the colour itself when it is dark
 * enough, readableColour.ts), so they keep 4.5:1 on light surfaces and under white
 * text; the chosen colour itself stays the accent (`primary.light`: the progress bar,
 * the settings panel's swatch).
 */
export function consoleTheme(colour: string): RaThemeOptions {
  const text = readableShade(colour);
  return {
    ...defaultTheme,
    palette: {
      ...defaultTheme.palette,
      primary: { main: text, light: colour, contrastText: '#ffffff' },
      ...READABLE_PALETTE,
    },
    sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
    components: {
      ...defaultTheme.components,
      // The page open now stands out in the menu, in the theme colour.
      RaMenuItemLink: {
        styleOverrides: {
          root: {
            '&.RaMenuItemLink-active, &.RaMenuItemLink-active .RaMenuItemLink-icon': { color: text },
          },
        },
      },
      // An empty list's message and the error page are text, not watermarks: full strength,
      // in the secondary text colour (react-admin draws them at half opacity, about 2.7:1).
      RaEmpty: {
        styleOverrides: {
          root: { '& .RaEmpty-message': { opacity: 1, color: SECONDARY_TEXT } },
        },
      },
      RaError: {
        styleOverrides: { root: { opacity: 1, color: SECONDARY_TEXT } },
      },
    },
  };
}

/** The theme for `<Admin theme>`, following the settings panel's colour as it is picked. */
export function useConsoleTheme(): RaThemeOptions {
  const colour = useLayoutSetting('theme');
  return useMemo(() => consoleTheme(colour), [colour]);
}
