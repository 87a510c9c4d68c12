import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { storedPathOf } from '../../contract/uploads';
import { thumbnailUrl, usePageView, useStoredFileUrl } from '../uploads';

/** How big the preview is drawn; the file itself is as uploaded. */
const THUMBNAIL_PX = 160;

/**
 * The preview of an image field. Only a file of the console's upload store is ever
 * fetched and drawn; an https URL (where the server allows them) is named, not
 * loaded; anything else (`javascript:`, `data:`, `file:`, a made-up path) is shown
 * as not uploaded, so that the admin replaces it.
 */
export function ImageThumbnail({ url }: { url: string }) {
  const translate = useTranslate();
  const stored = storedPathOf(url, 'image') !== undefined;
  const view = usePageView();
  // A face photo read through the store is recorded; a thumbnail names its page view to be counted once in it.
  const file = useStoredFileUrl(stored ? thumbnailUrl(url, view) : undefined);

  if (!stored) {
    const https = /^https:\/\//i.test(url);
    return (
      <Typography variant="body2" color={https ? 'text.secondary' : 'error'} sx={{ wordBreak: 'break-all' }}>
        {https ? translate('app.uploads.https_image', { url }) : translate('app.uploads.not_uploaded')}
      </Typography>
    );
  }
  const box = { width: THUMBNAIL_PX, height: THUMBNAIL_PX, display: 'flex', alignItems: 'center' } as const;
  if (file.status === 'ready') {
    return (
      <Box sx={{ ...box, justifyContent: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <img
          src={file.objectUrl}
          alt={translate('app.uploads.thumbnail')}
          data-testid="image-thumbnail"
          style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
        />
      </Box>
    );
  }
  return (
    <Box sx={box}>
      {file.status === 'failed' ? (
        <Typography variant="body2" color="error">
          {translate('app.uploads.unreadable')}
        </Typography>
      ) : (
        <CircularProgress size={24} aria-label={translate('app.uploads.loading')} />
      )}
    </Box>
  );
}
