import type { ResourceDefinition } from '../../contract/resource';
import type { Row } from '../db/database';
import type { SecretBox } from './secret-box';

/** The values to store, with each secret field (`writeOnly`) sealed. */
export function sealSecretFields(resource: ResourceDefinition, values: Row, box: SecretBox): Row {
  const sealed: Row = { ...values };
  for (const field of resource.fields) {
    const value = sealed[field.name];
    if (field.writeOnly && typeof value === 'string' && value !== '') sealed[field.name] = box.seal(value);
  }
  return sealed;
}

/** A stored row with its secret fields opened, for the masking that shows their last characters only. */
export function openSecretFields(resource: ResourceDefinition, row: Row, box: SecretBox): Row {
  const opened: Row = { ...row };
  for (const field of resource.fields) {
    const value = opened[field.name];
    if (field.writeOnly && typeof value === 'string') opened[field.name] = box.open(value);
  }
  return opened;
}
