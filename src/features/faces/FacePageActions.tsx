import Stack from '@mui/material/Stack';
import FaceRowActions from './FaceRowActions';

/** The face's page offers what its row does (preview, retry, pass, fail): on a phone the list has no row actions. */
export default function FacePageActions() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ px: 2, pb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <FaceRowActions />
    </Stack>
  );
}
