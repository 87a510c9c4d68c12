import { Suspense } from 'react';
import { BooleanField, SelectField, TextField } from 'react-admin';
import type { FieldDefinition, ResourceDefinition } from '../../contract/resource';
import { BeijingDateField } from './BeijingDateField';
import { JsonField } from './JsonField';
import { OptionListField } from './OptionListField';
import { ReferenceValue } from './ReferenceValue';
import { referencedResource } from './referencedResource';
import { optionChoices } from './resourceLabels';
import { ShippedTextField } from './ShippedTextField';
import { useScreenOverride } from './screenOverrides';
import { TruncatedTextField } from './TruncatedTextField';

export interface FieldValueProps {
  resource: ResourceDefinition;
  field: FieldDefinition;
  /** A list cell is cut short; a detail shows everything. */
  variant: 'cell' | 'detail';
  /** Read by Datagrid and SimpleShowLayout for headers and labels. */
  source: string;
  label?: string;
  sortable?: boolean;
}

/** Shows one field's value the way a feature draws it, else the way its kind asks for. */
export function FieldValue({ resource, field, variant, source }: FieldValueProps) {
  const Renderer = useScreenOverride(resource.name)?.fields?.[field.name];
  if (Renderer) {
    return (
      <Suspense fallback={null}>
        <Renderer variant={variant} />
      </Suspense>
    );
  }
  const target = referencedResource(field);
  if (target && (field.kind === 'reference' || field.type === 'array')) {
    return <ReferenceValue field={field} target={target} source={source} />;
  }
  if (field.kind === 'json' && field.options) {
    return <OptionListField resource={resource} field={field} variant={variant} source={source} />;
  }
  switch (field.kind) {
    case 'boolean':
      return <BooleanField source={source} />;
    case 'datetime':
      return <BeijingDateField source={source} />;
    case 'enum':
      return <SelectField source={source} choices={optionChoices(resource, field)} />;
    case 'json':
      return variant === 'cell' ? <TruncatedTextField source={source} /> : <JsonField source={source} />;
    case 'string':
    case 'text':
      return <ShippedTextField source={source} variant={variant} />;
    default:
      return variant === 'cell' ? (
        <TruncatedTextField source={source} />
      ) : (
        <TextField source={source} sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} />
      );
  }
}
