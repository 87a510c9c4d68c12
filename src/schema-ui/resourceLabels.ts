import type { FieldDefinition, ResourceDefinition } from '../../contract/resource';

/** Translation key of a field's label (react-admin's own convention, filled from the registry). */
export function fieldLabelKey(resource: ResourceDefinition, field: string): string {
  return `resources.${resource.path}.fields.${field}`;
}

/** Choices of an enumeration, labelled through the translations so they follow the language. */
export function optionChoices(resource: ResourceDefinition, field: FieldDefinition): { id: string; name: string }[] {
  return (field.options ?? []).map((option) => ({
    id: option.value,
    name: `resources.${resource.path}.options.${field.name}.${option.value}`,
  }));
}
