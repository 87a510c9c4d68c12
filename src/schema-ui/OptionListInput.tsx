import { SelectArrayInput, type SelectArrayInputProps, useLocale } from 'react-admin';
import type { FieldDefinition, Locale, ResourceDefinition } from '../../contract/resource';
import { optionChoices } from './resourceLabels';

interface OptionListInputProps extends Omit<SelectArrayInputProps, 'choices' | 'field' | 'resource'> {
  resource: ResourceDefinition;
  field: FieldDefinition;
  /** Option names from the field definition itself, in the current language (a draft's preview, typed settings). */
  ownTexts?: boolean;
}

/**
 * A multi-select: an array field whose items are one of its `options`, chosen from a
 * list of their labels in the admin's language and shown as chips. The form holds
 * the array of values; an empty choice is an empty array.
 */
export function OptionListInput({ resource, field, ownTexts = false, ...input }: OptionListInputProps) {
  const locale = useLocale() as Locale;
  const choices = ownTexts
    ? (field.options ?? []).map((option) => ({ id: option.value, name: option.label[locale] }))
    : optionChoices(resource, field);
  return (
    <SelectArrayInput
      {...input}
      choices={choices}
      translateChoice={!ownTexts}
      defaultValue={Array.isArray(field.default) ? field.default : undefined}
    />
  );
}
