import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useId } from 'react';
import { type RaRecord, RecordContextProvider, useCreatePath, useListContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { FieldDefinition, ResourceDefinition } from '../../contract/resource';
import { formatBeijingTime } from './beijingTime';
import { FieldValue } from './FieldValue';
import { RowActionsBar, rowOffersEdit } from './RowActionsBar';
import { fieldLabelKey } from './resourceLabels';
import { rowClick } from './rowClick';
import { type ScreenOverride, useScreenOverride } from './screenOverrides';
import { useChosenColumns } from './useChosenColumns';

const CARDS = { listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1 };
/** Each line's label beside its value; a long value wraps within the card. */
const LINES = {
  display: 'grid',
  gridTemplateColumns: 'minmax(auto, 40%) 1fr',
  columnGap: 1.5,
  rowGap: 0.5,
  m: 0,
  mt: 1,
  '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
};

/**
 * A list for narrow screens, where a table has no room: one card per record, its title
 * first with, at the side, the time it was written (records only the server writes, the
 * logs) or else its id; below, each other column the table shows that has a value,
 * labelled; then the row's actions (a feature's, its page, its form). Tapping the card
 * opens the record as clicking its row does.
 */
export function SchemaSimpleList({ resource }: { resource: ResourceDefinition }) {
  const { data, isPending } = useListContext();
  const columns = useChosenColumns(resource);
  const override = useScreenOverride(resource.name);
  const open = useOpenRecord(resource, override?.openRecord);
  if (isPending || !data) return null;
  const title = columns.find((field) => field.name === resource.recordTitle) ?? columns[0];
  const time = resource.operations.includes('create') ? undefined : columns.find((field) => field.kind === 'datetime');
  const lines = columns.filter((field) => field !== title && field !== time);
  const card = { resource, title, time, lines, open, override };
  return (
    <Box component="ul" sx={CARDS}>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <RecordCard record={record} {...card} />
        </RecordContextProvider>
      ))}
    </Box>
  );
}

interface RecordCardProps {
  record: RaRecord;
  resource: ResourceDefinition;
  title: FieldDefinition | undefined;
  time: FieldDefinition | undefined;
  lines: FieldDefinition[];
  open: ((record: RaRecord) => void) | undefined;
  override: ScreenOverride | undefined;
}

function RecordCard({ record, resource, title, time, lines, open, override }: RecordCardProps) {
  const translate = useTranslate();
  const titleId = useId();
  const value = (field: FieldDefinition) => (
    <FieldValue resource={resource} field={field} variant="cell" source={field.name} />
  );
  const shown = lines.filter((field) => hasValue(record[field.name]));
  const edit = rowOffersEdit(resource);
  // Tapping the card opens its page; the keyboard gets a button for it, as no row is focused.
  const show = !override?.openRecord && resource.operations.includes('show');
  const hasActions = Boolean(override?.rowActions) || edit || show;
  return (
    <Card component="li" variant="outlined" aria-labelledby={titleId} data-record-card={record.id}>
      <Box onClick={open ? () => open(record) : undefined} sx={{ p: 1.5, cursor: open ? 'pointer' : undefined }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Typography component="div" id={titleId} sx={{ fontWeight: 500, minWidth: 0, overflowWrap: 'anywhere' }}>
            {title ? value(title) : `#${record.id}`}
          </Typography>
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary', flexShrink: 0 }}>
            {time && record[time.name] ? formatBeijingTime(String(record[time.name])) : `#${record.id}`}
          </Typography>
        </Stack>
        {shown.length > 0 && (
          <Box component="dl" sx={LINES}>
            {shown.map((field) => (
              <Fragment key={field.name}>
                <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                  {translate(fieldLabelKey(resource, field.name))}
                </Typography>
                <Typography component="dd" variant="body2">
                  {value(field)}
                </Typography>
              </Fragment>
            ))}
          </Box>
        )}
      </Box>
      {hasActions && (
        <Box sx={{ px: 1.5, pb: 1 }}>
          <RowActionsBar RowActions={override?.rowActions} edit={edit} show={show} />
        </Box>
      )}
    </Card>
  );
}

/** A value worth a line of its own: not missing, not an empty text or list. */
function hasValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  return !(Array.isArray(value) && value.length === 0);
}

/** What tapping a record's card does: as clicking its row in the table does. */
function useOpenRecord(
  resource: ResourceDefinition,
  openRecord: ScreenOverride['openRecord'],
): ((record: RaRecord) => void) | undefined {
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const target = rowClick(resource, openRecord);
  if (target === false) return undefined;
  if (typeof target === 'function') return (record) => void target(record.id, resource.path, record);
  return (record) => navigate(createPath({ resource: resource.path, id: record.id, type: target }));
}
