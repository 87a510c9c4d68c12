import { useDataProvider, useListContext } from 'react-admin';
import { FaceCommandButtons } from './FaceCommandButtons';
import type { FaceRecord } from './faceStatus';

const COMMANDS = ['retry', 'pass', 'fail'] as const;

/**
 * Retry, Pass and Fail for the selected faces. Each face goes with the version it was
 * listed with, so one changed since is refused (6075) rather than decided blind; a
 * selected face no longer on the page is read again. The server answers for each face.
 */
export default function FaceBulkActions() {
  const { selectedIds, data, onUnselectItems } = useListContext<FaceRecord>();
  const dataProvider = useDataProvider();
  const selectedFaces = async () => {
    const listed = (data ?? []).filter((face) => selectedIds.includes(face.id));
    const missing = selectedIds.filter((id) => !listed.some((face) => face.id === id));
    if (missing.length === 0) return listed;
    const fetched = await dataProvider.getMany<FaceRecord>('faces', { ids: missing });
    return [...listed, ...fetched.data];
  };
  return (
    <FaceCommandButtons
      faces={selectedFaces}
      count={selectedIds.length}
      offer={COMMANDS}
      onDone={() => onUnselectItems()}
    />
  );
}
