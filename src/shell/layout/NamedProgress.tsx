import { type Theme, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { useTranslate } from 'react-admin';

/** The theme with a name, `label`, on every spinner and progress bar that brings none of its own. */
function namedProgress(label: string) {
  return (outer: Theme): Theme => ({
    ...outer,
    components: {
      ...outer.components,
      MuiCircularProgress: {
        ...outer.components?.MuiCircularProgress,
        defaultProps: { ...outer.components?.MuiCircularProgress?.defaultProps, 'aria-label': label },
      },
      MuiLinearProgress: {
        ...outer.components?.MuiLinearProgress,
        defaultProps: { ...outer.components?.MuiLinearProgress?.defaultProps, 'aria-label': label },
      },
    },
  });
}

/**
 * Names the console's spinners ("Loading", in the current language): react-admin's
 * loading indicator and pages draw MUI progress elements with no name, which a
 * screen reader announces as a bare "progress bar".
 */
export function NamedProgress({ children }: { children: ReactNode }) {
  const label = useTranslate()('app.layout.loading');
  const theme = useMemo(() => namedProgress(label), [label]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
