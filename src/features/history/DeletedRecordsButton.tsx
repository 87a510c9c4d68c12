import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/resource';
import { showsHistory } from './historyShown';

const DeletedRecordsDialog = lazy(() => import('./DeletedRecordsDialog'));

/** In the toolbar of every list whose records keep a history: opens the deleted records. */
export default function DeletedRecordsButton({ resource }: { resource: ResourceDefinition }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!showsHistory(resource)) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate('app.history.deleted_records')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <DeletedRecordsDialog resource={resource} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
