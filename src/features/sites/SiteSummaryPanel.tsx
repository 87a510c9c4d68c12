import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ResourceRecords } from '../../../contract/generated/types';
import { useFailureNotice } from '../../feedback';
import { type SiteSummary, useSiteSummaryApi } from './siteSummaryApi';
import { useFilteredListLink } from './useFilteredListLink';

/**
 * On a site's page: how many residents it has and its faces in each status, each
 * count a link to the list filtered to them.
 */
export default function SiteSummaryPanel() {
  const site = useRecordContext<ResourceRecords['site']>();
  const translate = useTranslate();
  const noticeFailure = useFailureNotice();
  const api = useSiteSummaryApi();
  const openList = useFilteredListLink();
  const [summary, setSummary] = useState<SiteSummary | null>(null);
  const titleId = useId();
  const siteId = site?.id;

  useEffect(() => {
    if (siteId === undefined) return;
    const controller = new AbortController();
    api
      .summaryOf(siteId, controller.signal)
      .then(setSummary)
      .catch((error) => controller.signal.aborted || noticeFailure(error));
    return () => controller.abort();
  }, [api, siteId, noticeFailure]);

  if (siteId === undefined || !summary) return null;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ px: 2, pb: 2 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.sites.summary_title')}
      </Typography>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        <Link component="button" variant="body1" onClick={() => openList('resident', { siteId })}>
          {translate('app.sites.summary_residents', { smart_count: summary.residents })}
        </Link>
        <Link component="button" variant="body1" onClick={() => openList('face', { siteId })}>
          {translate('app.sites.summary_faces', { smart_count: summary.faces.total })}
        </Link>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {Object.entries(summary.faces.byStatus).map(([status, count]) => (
          <Chip
            key={status}
            clickable
            variant={count > 0 ? 'filled' : 'outlined'}
            label={`${translate(`resources.faces.options.status.${status}`)}: ${count}`}
            onClick={() => openList('face', { siteId, status })}
          />
        ))}
      </Stack>
    </Box>
  );
}
