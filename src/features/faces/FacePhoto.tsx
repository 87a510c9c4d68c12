import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { thumbnailUrl, usePageView, useStoredFileUrl } from '../../uploads';
import { facePhotoUrl } from './faceApi';
import { type FaceRecord, isPreviewable } from './faceStatus';

/**
 * A face's photo at `size` pixels, fetched with the token from the face's own photo
 * route; a registered face's photo is gone from the cloud (docs/domain.md#face-states-and-transitions), which is
 * said in words rather than fetched. A `thumbnail` (a list's cell) names its page view, so that
 * the server records its read once per view; any other fetch is recorded as a preview.
 */
export function FacePhoto({
  face,
  size,
  thumbnail = false,
}: {
  face: Pick<FaceRecord, 'id' | 'status'>;
  size: number;
  thumbnail?: boolean;
}) {
  const translate = useTranslate();
  const previewable = isPreviewable(face);
  const view = usePageView();
  const url = thumbnail ? thumbnailUrl(facePhotoUrl(face.id), view) : facePhotoUrl(face.id);
  const file = useStoredFileUrl(previewable ? url : undefined);
  const words = (key: string) => (
    <Typography variant="body2" color="text.secondary" sx={{ maxWidth: Math.max(size, 160) }}>
      {translate(key)}
    </Typography>
  );
  if (!previewable) return words('app.faces.photo_removed');
  if (file.status === 'failed') return words('app.faces.photo_missing');
  return (
    <Box sx={{ width: size, height: size, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      {file.status === 'ready' ? (
        <img
          src={file.objectUrl}
          alt={translate('app.faces.preview_title', { id: face.id })}
          style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', borderRadius: 4 }}
        />
      ) : (
        <CircularProgress size={Math.min(24, size / 2)} aria-label={translate('app.uploads.loading')} />
      )}
    </Box>
  );
}
