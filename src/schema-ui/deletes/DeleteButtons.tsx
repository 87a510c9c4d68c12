import {
  BulkDeleteButton,
  DeleteButton,
  useListContext,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { ResourceDefinition } from '../../../contract/resource';
import { asLocale } from '../../i18n/localeChoice';
import { labelInSentence } from '../../i18n/resourceNotices';
import { DeleteImpactText } from './DeleteImpactText';

/** react-admin's delete of one record, asking first and saying what else goes with it. */
export function RecordDeleteButton({ resource }: { resource: ResourceDefinition }) {
  const record = useRecordContext();
  return (
    <DeleteButton
      mutationMode="pessimistic"
      confirmContent={record ? <DeleteImpactText resource={resource} ids={[record.id]} /> : undefined}
    />
  );
}

/** react-admin's delete of the selected rows, asking first and saying what else goes with them. */
export function RecordsBulkDeleteButton({ resource }: { resource: ResourceDefinition }) {
  const { selectedIds } = useListContext();
  const translate = useTranslate();
  const [localeSetting] = useLocaleState();
  const name = labelInSentence(resource.label, asLocale(localeSetting) ?? 'en', selectedIds.length);
  return (
    <BulkDeleteButton
      mutationMode="pessimistic"
      confirmTitle={translate('ra.message.bulk_delete_title', { smart_count: selectedIds.length, name })}
      confirmContent={<DeleteImpactText resource={resource} ids={selectedIds} />}
    />
  );
}
