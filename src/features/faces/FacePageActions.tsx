import Stack from '@mui/material/Stack';
import { useRecordContext } from 'react-admin';
import { FacePhotoReads } from './FacePhotoReads';
import FaceRowActions from './FaceRowActions';
import type { FaceRecord } from './faceStatus';

/**
 * The face's page offers what its row does (preview, retry, pass, fail): on a phone the list
 * has no row actions. Below them, who read its photo.
 */
export default function FacePageActions() {
  const face = useRecordContext<FaceRecord>();
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ px: 2, pb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <FaceRowActions />
      </Stack>
      {face && <FacePhotoReads faceId={Number(face.id)} />}
    </>
  );
}
