import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  PasswordInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useLocale,
  useTranslate,
} from 'react-admin';
import { builtInResources } from '../../contract/registry';
import type { FieldDefinition, Locale, ResourceDefinition } from '../../contract/resource';
import { sortedCallingCodes } from '../../contract/rules/phone';
import { fromBeijingInput, toBeijingInput } from './beijingTime';
import { ImageInput } from './ImageInput';
import { OptionListInput } from './OptionListInput';
import { ReferenceLookupInput } from './ReferenceLookupInput';
import { referencedResource } from './referencedResource';
import { fieldLabelKey, optionChoices } from './resourceLabels';
import { searchQuery } from './searchQuery';

export interface FieldInputProps {
  resource: ResourceDefinition;
  field: FieldDefinition;
  /**
   * Label and option names from the field definition itself, in the current language,
   * rather than the registry's translations: for fields made at run time (typed settings).
   */
  ownTexts?: boolean;
}

/** A JSON value is edited as text; it is parsed when the form is checked and sent. */
function jsonText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

const keepText = (value: string) => value;

const ownChoices = (field: FieldDefinition, locale: Locale) =>
  (field.options ?? []).map((option) => ({ id: option.value, name: option.label[locale] }));

/**
 * Whether the server answers `GET /api/<path>/references/<field>` for this form's
 * resource: every built-in one (server/crud/reference-lookup-routes.ts). Entities
 * published at run time and fields made at run time keep the referenced resource's list.
 */
function servesLookups(resource: ResourceDefinition, ownTexts: boolean): boolean {
  return !ownTexts && builtInResources().some((builtIn) => builtIn.name === resource.name);
}

/** The input for one field, chosen by its widget or else its kind. Rules are checked by the form as a whole. */
export function FieldInput({ resource, field, ownTexts = false }: FieldInputProps) {
  const locale = useLocale() as Locale;
  const translate = useTranslate();
  const common = {
    source: field.name,
    label: ownTexts ? field.label[locale] : fieldLabelKey(resource, field.name),
    isRequired: field.required,
    readOnly: field.readOnly,
    helperText: field.ui.help?.[locale] ?? false,
    placeholder: field.ui.placeholder?.[locale],
    defaultValue: field.default,
  };
  const target = referencedResource(field);

  if (target && servesLookups(resource, ownTexts)) {
    // One path for everyone: the choices come under the form's own code, never the referenced resource's.
    return <ReferenceLookupInput {...common} listed={resource} field={field} />;
  }
  if (target && field.kind === 'reference') {
    return (
      <ReferenceInput source={field.name} reference={target.path}>
        <AutocompleteInput {...common} optionText={target.recordTitle} filterToQuery={searchQuery(target)} />
      </ReferenceInput>
    );
  }
  if (target && field.type === 'array') {
    return (
      <ReferenceArrayInput source={field.name} reference={target.path}>
        <AutocompleteArrayInput
          {...common}
          defaultValue={Array.isArray(field.default) ? field.default : undefined}
          optionText={target.recordTitle}
          filterToQuery={searchQuery(target)}
        />
      </ReferenceArrayInput>
    );
  }
  if (field.rule === 'countryCode') {
    // Only the calling codes in use can be chosen: the country code rule (6156) holds as it is typed.
    const choices = sortedCallingCodes().map((code) => ({ id: code, name: code }));
    return <AutocompleteInput {...common} choices={choices} disableClearable={field.required} />;
  }
  if (field.writeOnly || field.ui.widget === 'password') return <PasswordInput {...common} />;
  if (field.ui.widget === 'image') return <ImageInput {...common} />;
  if (field.type === 'array' && field.options)
    return <OptionListInput {...common} resource={resource} field={field} ownTexts={ownTexts} />;

  switch (field.kind) {
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'enum':
      return (
        <SelectInput {...common} choices={ownTexts ? ownChoices(field, locale) : optionChoices(resource, field)} />
      );
    case 'integer':
    case 'number':
      return (
        <NumberInput {...common} step={field.kind === 'integer' ? 1 : 'any'} min={field.minimum} max={field.maximum} />
      );
    case 'datetime':
      return (
        <TextInput
          {...common}
          type="datetime-local"
          format={toBeijingInput}
          parse={fromBeijingInput}
          helperText={translate('app.time.beijing')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      );
    case 'json':
      return <TextInput {...common} multiline minRows={3} format={jsonText} parse={keepText} />;
    default:
      return field.kind === 'text' || field.ui.widget === 'textarea' ? (
        <TextInput {...common} multiline minRows={3} />
      ) : (
        <TextInput {...common} />
      );
  }
}
