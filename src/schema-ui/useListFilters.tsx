import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  NullableBooleanInput,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import type { FieldDefinition, ResourceDefinition } from '../../contract/resource';
import { fromBeijingInput, toBeijingInput } from './beijingTime';
import { referencedResource } from './referencedResource';
import { fieldLabelKey, optionChoices } from './resourceLabels';
import { searchQuery } from './searchQuery';

/** Query parameter names of the two ends of a range filter (API.md). */
export const RANGE_FROM_SUFFIX = '_gte';
export const RANGE_TO_SUFFIX = '_lte';

function valueInput(
  resource: ResourceDefinition,
  field: FieldDefinition,
  source: string,
  label: string,
  alwaysOn: boolean,
): ReactElement {
  const common = { source, label, alwaysOn, helperText: false as const };
  const target = referencedResource(field);
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
 * from/to pair per `range` field. On a narrow screen only the search stays on
 * screen; the others are added from the list's "Add filter" menu.
 */
export function useListFilters(resource: ResourceDefinition, compact = false): ReactElement[] {
  const alwaysOn = !compact;
  const translate = useTranslate();
  const filters: ReactElement[] = [];
  if (resource.search.length > 0) filters.push(<SearchInput key="q" source="q" alwaysOn />);
  for (const field of resource.fields) {
    if (!field.ui.filter || field.internal || field.writeOnly) continue;
    const label = translate(fieldLabelKey(resource, field.name));
    if (field.ui.filter === 'range') {
      filters.push(
        valueInput(
          resource,
          field,
          `${field.name}${RANGE_FROM_SUFFIX}`,
          translate('app.filter.from', { field: label }),
          alwaysOn,
        ),
        valueInput(
          resource,
          field,
          `${field.name}${RANGE_TO_SUFFIX}`,
          translate('app.filter.to', { field: label }),
          alwaysOn,
        ),
      );
    } else {
      filters.push(valueInput(resource, field, field.name, label, alwaysOn));
    }
  }
  return filters;
}
