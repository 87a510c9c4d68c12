import { AutocompleteInput, ReferenceInput } from 'react-admin';
import type { FieldDefinition, ResourceDefinition } from '../../../contract/resource';
import { fieldLabelKey } from '../../schema-ui';
import { residentName } from './residentName';

const searchResidents = (text: string) => (text ? { q: text } : {});

/** A face's resident, picked by first and last name, searched as it is typed. */
export default function ResidentInput({ resource, field }: { resource: ResourceDefinition; field: FieldDefinition }) {
  return (
    <ReferenceInput source={field.name} reference="residents">
      <AutocompleteInput
        label={fieldLabelKey(resource, field.name)}
        optionText={residentName}
        filterToQuery={searchResidents}
        isRequired={field.required}
      />
    </ReferenceInput>
  );
}
