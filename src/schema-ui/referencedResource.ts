import { getResource } from '../../contract/registry';
import type { FieldDefinition, ResourceDefinition } from '../../contract/resource';

/** The resource a field points into, when it is one the console has screens for. */
export function referencedResource(field: FieldDefinition): ResourceDefinition | undefined {
  if (!field.references) return undefined;
  const target = getResource(field.references);
  return target && !target.internal ? target : undefined;
}

/** How a referenced row is linked from a cell: to its page if it has one. */
export function referenceLink(target: ResourceDefinition): 'show' | 'edit' | false {
  if (target.operations.includes('show')) return 'show';
  if (target.operations.includes('update')) return 'edit';
  return false;
}
