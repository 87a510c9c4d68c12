import Box from '@mui/material/Box';
import { useNotify, useTranslate } from 'react-admin';
import type { RevisionView } from '../../../contract/record-history';
import type { ResourceDefinition } from '../../../contract/resource';
import { MessageBox, useFailureNotice } from '../../feedback';
import { formatBeijingTime } from '../../schema-ui';
import { useHistoryApi } from './historyApi';

/** The revision to put back: its record, its id and when it was made. */
export type RestoreTarget = Pick<RevisionView, 'recordId' | 'id' | 'at'>;

interface RestoreConfirmProps {
  resource: ResourceDefinition;
  /** The revision to put back; none closes the box. */
  revision: RestoreTarget | null;
  /** The record's version as the admin sees it; none for a deleted record, which is made again. */
  version?: number;
  /** The deleted record's title, when it is made again. */
  recreating?: string;
  onClose(): void;
  onDone(): void;
}

/**
 * Asks before putting a version back, then calls the restore route: the version is back
 * (or the record made again), or the refusal in the admin's language (a changed record,
 * a taken name, a site that is gone).
 */
export function RestoreConfirm({ resource, revision, version, recreating, onClose, onDone }: RestoreConfirmProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const noticeFailure = useFailureNotice();
  const api = useHistoryApi();
  const time = revision ? formatBeijingTime(revision.at) : '';
  const words = (key: string) => translate(`app.history.${key}`, { time, name: recreating ?? '' });

  const restore = async () => {
    if (!revision) return;
    onClose();
    try {
      await api.restore(resource, revision.recordId, revision.id, version);
      notify(words(recreating === undefined ? 'restore_done' : 'recreate_done'), { type: 'success' });
      onDone();
    } catch (error) {
      noticeFailure(error);
    }
  };
  const mode = recreating === undefined ? 'restore' : 'recreate';
  return (
    // The box is drawn elsewhere but its clicks bubble through React: they must not reach a row.
    <Box component="span" onClick={(event) => event.stopPropagation()}>
      <MessageBox
        open={revision !== null}
        title={words(`${mode}_title`)}
        text={words(`${mode}_text`)}
        confirmLabel={words(mode)}
        onConfirm={() => void restore()}
        cancelLabel={words('cancel')}
        onCancel={onClose}
      />
    </Box>
  );
}
