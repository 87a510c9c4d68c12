import { useState } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  type AutocompleteInputProps,
  useInput,
  useTranslate,
} from 'react-admin';
import type { FieldDefinition, ResourceDefinition } from '../../contract/resource';
import { useReferenceChoices } from './useReferenceChoices';

/** What a form gives its input beside the source: label, required mark, help, read-only. */
type PassedProps = Pick<
  AutocompleteInputProps,
  'label' | 'alwaysOn' | 'isRequired' | 'readOnly' | 'helperText' | 'defaultValue'
> & { placeholder?: string };

interface ReferenceLookupInputProps extends PassedProps {
  /** Not `resource`: the list's filter form gives its inputs a `resource` of its own. */
  listed: ResourceDefinition;
  field: FieldDefinition;
  source: string;
  /** Says under the input when more rows match than it offers (not in a list's compact filter bar). */
  tellsMore?: boolean;
}

/** The lookup that offers `field`'s choices on screens of `listed`. */
export function referenceLookupPath(listed: ResourceDefinition, field: FieldDefinition): string {
  return `/api/${listed.path}/references/${field.name}`;
}

/**
 * A reference picker, one row or several (an admin's roles), whose choices come from
 * `GET /api/<path>/references/<field>`: it asks only for the permission of the rows
 * that refer (a login log filtered by admin needs the login log's code, not
 * `admin-list`; the admin form offers roles without `role-list`), and offers only rows
 * the account may refer to (its own sites without `all-sites`).
 */
export function ReferenceLookupInput({
  listed,
  field,
  source,
  helperText,
  tellsMore = true,
  ...passed
}: ReferenceLookupInputProps) {
  const translate = useTranslate();
  const { field: input } = useInput({ source });
  const [text, setText] = useState('');
  const { choices, moreThan } = useReferenceChoices(referenceLookupPath(listed, field), source, input.value, text);
  // More rows match than the first page offers: say so, and how to reach them, after the field's own help.
  const more = tellsMore && moreThan !== undefined ? translate('app.references.more', { count: moreThan }) : '';
  const help = typeof helperText === 'string' && helperText ? [helperText, more].filter(Boolean).join(' ') : more;
  const common = {
    ...passed,
    source,
    helperText: help || (helperText ?? false),
    choices,
    optionText: 'label',
    translateChoice: false,
    setFilter: setText,
  };
  return field.type === 'array' ? (
    <AutocompleteArrayInput
      {...common}
      defaultValue={Array.isArray(passed.defaultValue) ? passed.defaultValue : undefined}
    />
  ) : (
    <AutocompleteInput {...common} />
  );
}
