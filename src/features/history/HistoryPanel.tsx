import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { RevisionView } from '../../../contract/record-history';
import type { ResourceDefinition } from '../../../contract/resource';
import { RestoreConfirm } from './RestoreConfirm';
import { RevisionTable } from './RevisionTable';
import { useRecordHistory } from './useRecordHistory';

type RecordRow = { id: number; version?: number; updatedAt?: string; [field: string]: unknown };

/**
 * The History tab of a record's page: its revisions, newest first, paged, each with
 * Restore (but the newest, which is the record as it is).
 */
export default function HistoryPanel({ resource }: { resource: ResourceDefinition }) {
  const record = useRecordContext<RecordRow>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const titleId = useId();
  const [restoring, setRestoring] = useState<RevisionView | null>(null);
  const { history, page, setPage, reload } = useRecordHistory(resource, record?.id, record?.version);
  if (!record) return null;
  const title = String(record[resource.recordTitle] ?? record.id);
  const newest = page === 0 ? history?.list[0]?.id : undefined;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ px: 2, pb: 2 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate('app.history.title')}
      </Typography>
      {history && (
        <RevisionTable
          resource={resource}
          label={translate('app.history.table_label', { name: title })}
          history={history}
          page={page}
          onPage={setPage}
          onRestore={resource.operations.includes('update') ? setRestoring : undefined}
          restorable={(revision) => revision.id !== newest && revision.action !== 'delete'}
        />
      )}
      <RestoreConfirm
        resource={resource}
        revision={restoring}
        version={record.version}
        onClose={() => setRestoring(null)}
        onDone={() => {
          refresh();
          reload();
        }}
      />
    </Box>
  );
}
