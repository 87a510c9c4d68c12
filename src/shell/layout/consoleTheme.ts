import { useMemo } from 'react';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { useLayoutSetting } from './useLayoutSettings';

/** Spec section 9: the sidebar is 210 pixels wide. */
export const SIDEBAR_WIDTH = 210;
const SIDEBAR_CLOSED_WIDTH = 50;

/** react-admin's theme in the chosen colour, with the console's sidebar width. */
export function consoleTheme(colour: string): RaThemeOptions {
  return {
    ...defaultTheme,
    palette: { ...defaultTheme.palette, primary: { main: colour } },
    sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
    components: {
      ...defaultTheme.components,
      // The page open now stands out in the menu, in the theme colour.
      RaMenuItemLink: {
        styleOverrides: {
          root: {
            '&.RaMenuItemLink-active, &.RaMenuItemLink-active .RaMenuItemLink-icon': { color: colour },
          },
        },
      },
    },
  };
}

/** The theme for `<Admin theme>`, following the settings panel's colour as it is picked. */
export function useConsoleTheme(): RaThemeOptions {
  const colour = useLayoutSetting('theme');
  return useMemo(() => consoleTheme(colour), [colour]);
}
