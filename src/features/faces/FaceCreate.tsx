import { useCallback } from 'react';
import {
  AutocompleteInput,
  Create,
  ReferenceInput,
  SimpleForm,
  useLocaleState,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { Code, messageOf } from '../../../contract/errors';
import type { ResourceDefinition } from '../../../contract/resource';
import { asLocale } from '../../i18n/localeChoice';
import { ImageInput } from '../../schema-ui/ImageInput';
import { fieldLabelKey } from '../../schema-ui/resourceLabels';
import { type FaceRecord, statusLabelKey } from './faceStatus';
import { residentName } from './residentName';

const searchResidents = (text: string) => (text ? { q: text } : {});

/**
 * A new face: the resident, picked by name, and the photo, uploaded. The server sets
 * the site from the resident and decides the status; the face's page then shows it.
 */
export default function FaceCreate({ resource }: { resource: ResourceDefinition }) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [localeSetting] = useLocaleState();
  const locale = asLocale(localeSetting) ?? 'en';
  const validate = useCallback(
    (values: Record<string, unknown>) => {
      const errors: Record<string, string> = {};
      const missing = messageOf(Code.SYNC_RESIDENT_OR_FACE_MISSING, locale);
      if (!values.residentId) errors.residentId = missing;
      if (!values.faceUrl) errors.faceUrl = missing;
      return errors;
    },
    [locale],
  );

  return (
    <Create
      resource={resource.path}
      transform={({ residentId, faceUrl }: Record<string, unknown>) => ({ residentId, faceUrl })}
      mutationOptions={{
        onSuccess: (face: FaceRecord) => {
          notify('app.faces.saved', {
            type: 'info',
            messageArgs: { status: face.status ? translate(statusLabelKey(face.status)) : '' },
          });
          redirect('show', resource.path, face.id);
        },
      }}
    >
      <SimpleForm validate={validate}>
        <ReferenceInput source="residentId" reference="residents">
          <AutocompleteInput
            label={fieldLabelKey(resource, 'residentId')}
            optionText={residentName}
            filterToQuery={searchResidents}
            isRequired
          />
        </ReferenceInput>
        <ImageInput source="faceUrl" label={fieldLabelKey(resource, 'faceUrl')} isRequired />
      </SimpleForm>
    </Create>
  );
}
