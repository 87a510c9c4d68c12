import { SimpleList } from 'react-admin';
import type { ResourceDefinition } from '../../contract/resource';
import { formatBeijingTime } from './beijingTime';
import { FieldValue } from './FieldValue';
import { shownColumns } from './listColumns';
import { rowClick } from './rowClick';
import { useScreenOverride } from './screenOverrides';

/**
 * A list for narrow screens, where a table has no room: one line per record, its
 * title first, the next listed field in words below, and at the side the time it was
 * written (records only the server writes, the logs) or else its id.
 */
export function SchemaSimpleList({ resource }: { resource: ResourceDefinition }) {
  const columns = shownColumns(resource);
  const openRecord = useScreenOverride(resource.name)?.openRecord;
  const title = columns.find((field) => field.name === resource.recordTitle) ?? columns[0];
  const time = resource.operations.includes('create') ? undefined : columns.find((field) => field.kind === 'datetime');
  const others = columns.filter((field) => field !== title && field !== time);
  // A word says more on one line than a tick or a linked record, which often repeats the title.
  const detail = others.find((field) => field.kind !== 'reference' && field.kind !== 'boolean') ?? others[0];
  const value = (field: (typeof columns)[number]) => (
    <FieldValue resource={resource} field={field} variant="cell" source={field.name} />
  );
  return (
    <SimpleList
      primaryText={title ? value(title) : (record) => `#${record.id}`}
      secondaryText={detail ? value(detail) : undefined}
      tertiaryText={(record) =>
        time && record[time.name] ? formatBeijingTime(String(record[time.name])) : `#${record.id}`
      }
      rowClick={rowClick(resource, openRecord)}
    />
  );
}
