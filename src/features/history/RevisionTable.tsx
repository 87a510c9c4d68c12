import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import type { HistoryPage, RevisionView } from '../../../contract/record-history';
import type { ResourceDefinition } from '../../../contract/resource';
import { asLocale } from '../../i18n/localeChoice';
import { formatBeijingTime } from '../../schema-ui';
import { actorText } from './actorText';
import { ChangeList } from './ChangeList';
import { PagePicker } from './PagePicker';

const COLUMNS = ['at', 'actor', 'action', 'changes', 'actions'] as const;
export const REVISIONS_PER_PAGE = 10;

interface RevisionTableProps {
  resource: ResourceDefinition;
  label: string;
  history: HistoryPage;
  page: number;
  onPage(page: number): void;
  /** Offers Restore on a revision; none when the admin may not write the record. */
  onRestore?(revision: RevisionView): void;
  /** A revision that cannot be put back (a deleted record's create and update), when restoring is offered. */
  restorable?(revision: RevisionView): boolean;
}

/** One page of a record's revisions, newest first: when (Beijing time), who, what, each change, and Restore. */
export function RevisionTable({ resource, label, history, page, onPage, onRestore, restorable }: RevisionTableProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const reader = asLocale(locale) ?? 'en';
  if (history.total === 0) return <Typography variant="body2">{translate('app.history.empty')}</Typography>;
  const timeOf = (id: number | null) => {
    const found = history.list.find((revision) => revision.id === id);
    return found ? formatBeijingTime(found.at) : `#${id}`;
  };
  return (
    <>
      {/* Scrolled sideways on a phone: by keyboard too, so the region takes the focus. */}
      <TableContainer role="region" aria-label={label} tabIndex={0} sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {COLUMNS.filter((name) => name !== 'actions' || onRestore).map((name) => (
                <TableCell key={name} sx={{ whiteSpace: 'nowrap' }}>
                  {translate(`app.history.column_${name}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {history.list.map((revision) => {
              const time = formatBeijingTime(revision.at);
              return (
                <TableRow key={revision.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{time}</TableCell>
                  <TableCell>{actorText(revision, translate, reader)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {translate(`app.history.action_${revision.action}`)}
                    {revision.restoredFrom !== null && (
                      <Typography variant="caption" component="div">
                        {translate('app.history.restored_from', { time: timeOf(revision.restoredFrom) })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ minWidth: 240, wordBreak: 'break-word' }}>
                    <ChangeList resource={resource} changes={revision.changes} labels={history.referenceLabels} />
                  </TableCell>
                  {onRestore && (
                    <TableCell>
                      {(restorable?.(revision) ?? true) && (
                        <Button
                          size="small"
                          onClick={() => onRestore(revision)}
                          aria-label={translate('app.history.restore_named', { time })}
                        >
                          {translate('app.history.restore')}
                        </Button>
                      )}
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <PagePicker count={history.total} page={page} perPage={REVISIONS_PER_PAGE} onPage={onPage} />
    </>
  );
}
