import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  NullableBooleanInput,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextInput,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { filterFields, RANGE_FROM_SUFFIX, RANGE_TO_SUFFIX } from '../../contract/list-filters';
import type { FieldDefinition, ResourceDefinition } from '../../contract/resource';
import { holdsCode } from '../providers/loginInfo';
import { fromBeijingInput, toBeijingInput } from './beijingTime';
import { ReferenceLookupInput } from './ReferenceLookupInput';
import { referencedResource } from './referencedResource';
import { fieldLabelKey, optionChoices } from './resourceLabels';
import { searchQuery } from './searchQuery';

function valueInput(
  resource: ResourceDefinition,
  field: FieldDefinition,
  source: string,
  label: string,
  alwaysOn: boolean,
  permissions: readonly string[],
): ReactElement {
  const common = { source, label, alwaysOn, helperText: false as const };
  const target = referencedResource(field);
  if (target && field.kind === 'reference' && !holdsCode(permissions, target.permission)) {
    // The referenced resource is not this account's to list: the choices come under the list's own code.
    return (
      <ReferenceLookupInput
        key={source}
        listed={resource}
        field={field}
        source={source}
        label={label}
        alwaysOn={alwaysOn}
        tellsMore={false}
      />
    );
  }
  if (target && field.kind === 'reference') {
    return (
      <ReferenceInput key={source} source={source} reference={target.path} alwaysOn={alwaysOn}>
        <AutocompleteInput
          label={label}
          helperText={false}
          optionText={target.recordTitle}
          filterToQuery={searchQuery(target)}
        />
      </ReferenceInput>
    );
  }
  switch (field.kind) {
    case 'enum':
      return <SelectInput key={source} {...common} choices={optionChoices(resource, field)} />;
    case 'json':
      // A multi-select is filtered by one option: the rows that hold it.
      return field.options ? (
        <SelectInput key={source} {...common} choices={optionChoices(resource, field)} />
      ) : (
        <TextInput key={source} {...common} />
      );
    case 'boolean':
      return <NullableBooleanInput key={source} {...common} />;
    case 'integer':
    case 'number':
      return <NumberInput key={source} {...common} />;
    case 'datetime':
      return (
        <TextInput
          key={source}
          {...common}
          type="datetime-local"
          format={toBeijingInput}
          parse={fromBeijingInput}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      );
    default:
      return <TextInput key={source} {...common} />;
  }
}

/**
 * The filters of a list, from the fields' `ui.filter`: the `q` search over the
 * resource's search fields, one input per `search` or `equals` field, and a
 * from/to pair per `range` field (and for `createdAt` when the resource asks). On a narrow screen only the search stays on
 * screen; the others are added from the list's "Add filter" menu.
 */
export function useListFilters(resource: ResourceDefinition, compact = false): ReactElement[] {
  const alwaysOn = !compact;
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const codes = Array.isArray(permissions) ? permissions : [];
  const filters: ReactElement[] = [];
  if (resource.search.length > 0) filters.push(<SearchInput key="q" source="q" alwaysOn />);
  for (const field of filterFields(resource)) {
    const label = translate(fieldLabelKey(resource, field.name));
    if (field.ui.filter === 'range') {
      filters.push(
        valueInput(
          resource,
          field,
          `${field.name}${RANGE_FROM_SUFFIX}`,
          translate('app.filter.from', { field: label }),
          alwaysOn,
          codes,
        ),
        valueInput(
          resource,
          field,
          `${field.name}${RANGE_TO_SUFFIX}`,
          translate('app.filter.to', { field: label }),
          alwaysOn,
          codes,
        ),
      );
    } else {
      filters.push(valueInput(resource, field, field.name, label, alwaysOn, codes));
    }
  }
  return filters;
}
