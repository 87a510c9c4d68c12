import { useRecordContext } from 'react-admin';
import { FacePhoto } from './FacePhoto';
import type { FaceRecord } from './faceStatus';

const CELL_PX = 48;
const DETAIL_PX = 240;

/** The face photo field: a thumbnail in a list, the photo on the face's page. */
export default function FacePhotoField({ variant }: { variant: 'cell' | 'detail' }) {
  const face = useRecordContext<FaceRecord>();
  if (!face) return null;
  return variant === 'cell' ? (
    <FacePhoto face={face} size={CELL_PX} thumbnail />
  ) : (
    <FacePhoto face={face} size={DETAIL_PX} />
  );
}
