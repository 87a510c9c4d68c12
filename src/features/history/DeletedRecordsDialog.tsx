import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useEffect, useId, useState } from 'react';
import { useLocaleState, useRefresh, useTranslate } from 'react-admin';
import type { DeletedPage, DeletedRecord, RevisionView } from '../../../contract/record-history';
import type { ResourceDefinition } from '../../../contract/resource';
import { useFailureNotice } from '../../feedback';
import { asLocale } from '../../i18n/localeChoice';
import { formatBeijingTime } from '../../schema-ui';
import { actorText } from './actorText';
import { useHistoryApi } from './historyApi';
import { PagePicker } from './PagePicker';
import { RestoreConfirm, type RestoreTarget } from './RestoreConfirm';
import { RevisionTable } from './RevisionTable';
import { useRecordHistory } from './useRecordHistory';

const PER_PAGE = 10;

interface DeletedRecordsDialogProps {
  resource: ResourceDefinition;
  onClose(): void;
}

/**
 * The deleted records of a resource, newest delete first: who deleted each and when,
 * its history, and Re-create (the record as it was before its delete, or as any earlier
 * revision of its history left it).
 */
export default function DeletedRecordsDialog({ resource, onClose }: DeletedRecordsDialogProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const reader = asLocale(locale) ?? 'en';
  const api = useHistoryApi();
  const noticeFailure = useFailureNotice();
  const refresh = useRefresh();
  const titleId = useId();
  const [page, setPage] = useState(0);
  const [reads, setReads] = useState(0);
  const [deleted, setDeleted] = useState<DeletedPage | null>(null);
  const [opened, setOpened] = useState<number | null>(null);
  const [recreating, setRecreating] = useState<{ revision: RestoreTarget; name: string } | null>(null);
  const name = translate(`resources.${resource.path}.name`, { smart_count: 2 });

  useEffect(() => {
    if (reads < 0) return;
    const controller = new AbortController();
    api
      .deleted(resource, page + 1, PER_PAGE, controller.signal)
      .then(setDeleted)
      .catch((error) => controller.signal.aborted || noticeFailure(error));
    return () => controller.abort();
  }, [api, resource, page, reads, noticeFailure]);

  const titleOf = (record: DeletedRecord) =>
    record.recordTitle ?? translate('app.history.untitled', { id: record.recordId });
  const askRecreate = (record: DeletedRecord, revision?: RestoreTarget) =>
    setRecreating({
      name: titleOf(record),
      revision: revision ?? { id: record.revisionId, recordId: record.recordId, at: record.at },
    });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth>
      <DialogTitle id={titleId}>{translate('app.history.deleted_title', { name })}</DialogTitle>
      <DialogContent>
        {deleted?.total === 0 && <Typography variant="body2">{translate('app.history.deleted_empty')}</Typography>}
        {deleted && deleted.total > 0 && (
          <>
            <Table size="small" aria-label={translate('app.history.deleted_label', { name })}>
              <TableHead>
                <TableRow>
                  {['record', 'deletedAt', 'deletedBy', 'actions'].map((column) => (
                    <TableCell key={column}>{translate(`app.history.column_${column}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {deleted.list.map((record) => {
                  const title = titleOf(record);
                  const showing = opened === record.recordId;
                  return (
                    <Fragment key={record.revisionId}>
                      <TableRow>
                        <TableCell>{title}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatBeijingTime(record.at)}</TableCell>
                        <TableCell>
                          {actorText(
                            { ...record, id: record.revisionId } as unknown as RevisionView,
                            translate,
                            reader,
                          )}
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          <Button
                            size="small"
                            aria-expanded={showing}
                            aria-label={translate('app.history.show_history_named', { name: title })}
                            onClick={() => setOpened(showing ? null : record.recordId)}
                          >
                            {translate('app.history.show_history')}
                          </Button>
                          {resource.operations.includes('create') && (
                            <Button
                              size="small"
                              aria-label={translate('app.history.recreate_named', { name: title })}
                              onClick={() => askRecreate(record)}
                            >
                              {translate('app.history.recreate')}
                            </Button>
                          )}
                        </TableCell>
                      </TableRow>
                      {showing && (
                        <TableRow>
                          <TableCell colSpan={4}>
                            <DeletedRecordHistory
                              resource={resource}
                              record={record}
                              title={title}
                              onRecreate={
                                resource.operations.includes('create')
                                  ? (revision) => askRecreate(record, revision)
                                  : undefined
                              }
                            />
                          </TableCell>
                        </TableRow>
                      )}
                    </Fragment>
                  );
                })}
              </TableBody>
            </Table>
            <PagePicker count={deleted.total} page={page} perPage={PER_PAGE} onPage={setPage} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.history.close')}</Button>
      </DialogActions>
      <RestoreConfirm
        resource={resource}
        revision={recreating?.revision ?? null}
        recreating={recreating?.name}
        onClose={() => setRecreating(null)}
        onDone={() => {
          setOpened(null);
          setReads((count) => count + 1);
          refresh();
        }}
      />
    </Dialog>
  );
}

interface DeletedRecordHistoryProps {
  resource: ResourceDefinition;
  record: DeletedRecord;
  title: string;
  onRecreate?(revision: RevisionView): void;
}

/** A deleted record's history; any revision of it may be the version made again. */
function DeletedRecordHistory({ resource, record, title, onRecreate }: DeletedRecordHistoryProps) {
  const translate = useTranslate();
  const { history, page, setPage } = useRecordHistory(resource, record.recordId, record.revisionId);
  if (!history) return null;
  return (
    <RevisionTable
      resource={resource}
      label={translate('app.history.table_label', { name: title })}
      history={history}
      page={page}
      onPage={setPage}
      onRestore={onRecreate}
    />
  );
}
