import { useMemo } from 'react';
import { useLocaleState, useNotify, useRedirect } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { ResourceDefinition } from '../../contract/resource';
import { asLocale } from '../i18n/localeChoice';
import { labelInSentence } from '../i18n/resourceNotices';
import { isRecordGone } from '../providers/recordGone';

/**
 * The query options of a record's page (show, edit): asked once, never again on
 * failure, then to the list. A record found deleted says so ("This site (#12) was
 * deleted"; its tab, if the strip shows one, closes without a second notice); any
 * other failure gets react-admin's notice.
 */
export function useRecordPageQueryOptions(resource: ResourceDefinition) {
  const notify = useNotify();
  const redirect = useRedirect();
  const { id } = useParams<{ id?: string }>();
  const [localeSetting] = useLocaleState();
  const name = labelInSentence(resource.label, asLocale(localeSetting) ?? 'en');
  return useMemo(
    () => ({
      retry: false,
      onError: (error: unknown) => {
        if (isRecordGone(error)) notify('app.deletes.record_gone', { type: 'warning', messageArgs: { name, id } });
        else notify('ra.notification.item_doesnt_exist', { type: 'error' });
        redirect('list', resource.path);
      },
    }),
    [notify, redirect, resource.path, name, id],
  );
}
