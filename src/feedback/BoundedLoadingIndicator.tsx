import { LoadingIndicator, LoadingIndicatorClasses, useLoading } from 'react-admin';
import { LOADING_INDICATOR_LIMIT_MS } from './feedbackLimits';
import { useTimeLimited } from './useTimeLimited';

/** The loader hidden and the refresh button shown again, as when nothing loads. */
const RESTING = {
  [`& .${LoadingIndicatorClasses.loader}`]: { display: 'none' },
  [`& .${LoadingIndicatorClasses.loadedLoading}`]: { opacity: 1 },
};

/**
 * react-admin's loading indicator, which closes itself after 20 seconds
 * (docs/features/console.md#fixed-figures): a call may run for five minutes, and a spinner that long says nothing.
 */
export function BoundedLoadingIndicator() {
  const loading = useLoading();
  const spinning = useTimeLimited(loading, LOADING_INDICATOR_LIMIT_MS);
  return <LoadingIndicator sx={loading && !spinning ? RESTING : undefined} />;
}
