import type { ResourceDefinition } from '../../contract/resource';
import type { RegistryEntity } from '../../contract/runtime-registry';

/** Internal fields are never in the API nor on screens. */
export function entityView(
  resource: ResourceDefinition,
  source: RegistryEntity['source'],
  validatorModule: string | null = null,
): RegistryEntity {
  const fields = resource.fields.filter((field) => !field.internal);
  return { ...resource, fields, source, validatorModule };
}
