import { Code } from '../../contract/errors';
import type { FieldDefinition, ResourceDefinition } from '../../contract/resource';
import type { Principal } from '../auth/principal';
import type { Row } from '../db/database';
import type { ResourceTables } from '../db/resource-tables';
import { ApiError } from '../http/api-error';
import type { RowVisibility } from './row-visibility';

/** Who writes a row, and where: the write's transaction. */
export interface ReferenceCheckContext {
  principal: Principal | undefined;
  visibility: RowVisibility;
  tables: ResourceTables;
}

/**
 * Every reference a write sets must point at a row that exists and that the caller
 * may see (6059 otherwise), and references that lead to the same row must agree: a
 * face's resident lives at the face's site. `before` is the stored row of an update.
 */
export async function checkReferences(
  resource: ResourceDefinition,
  before: Row | undefined,
  changed: Row,
  { principal, visibility, tables }: ReferenceCheckContext,
): Promise<void> {
  const row = { ...before, ...changed };
  const references = resource.fields.filter((field) => field.references !== undefined);
  const targets = new Map<string, Row>();
  for (const field of references) {
    const value = row[field.name];
    if (value === null || value === undefined) continue;
    const changedHere = Object.hasOwn(changed, field.name);
    if (Array.isArray(value)) {
      // A list of references (an admin's roles): only the ids it gains are checked, so an id left
      // behind by a deleted row does not stop an edit; a list is never matched with other references.
      const held = new Set(Array.isArray(before?.[field.name]) ? (before?.[field.name] as unknown[]) : []);
      for (const id of value.filter((candidate) => changedHere && !held.has(candidate))) {
        const target = await tables.referencedRow(String(field.references), Number(id));
        await checkTarget(field, id, target, principal, visibility, tables);
      }
      continue;
    }
    const target = await tables.referencedRow(String(field.references), Number(value));
    if (changedHere) await checkTarget(field, value, target, principal, visibility, tables);
    if (target) targets.set(field.name, target);
  }
  for (const field of references) {
    const target = targets.get(field.name);
    if (!target) continue;
    const shared = sharedReferences(field, references, tables);
    for (const { other, via } of shared) {
      const mustEqual = row[other.name];
      if (mustEqual === null || mustEqual === undefined || target[via] === mustEqual) continue;
      if (!Object.hasOwn(changed, field.name) && !Object.hasOwn(changed, other.name)) continue;
      throw refusal(
        field,
        field.errors.agrees ?? Code.BAD_REQUEST,
        'agrees',
        `${field.name} must belong to the same ${other.references} as ${other.name}`,
      );
    }
  }
}

async function checkTarget(
  field: FieldDefinition,
  id: unknown,
  target: Row | undefined,
  principal: Principal | undefined,
  visibility: RowVisibility,
  tables: ResourceTables,
): Promise<void> {
  if (!target)
    throw refusal(field, field.errors.references ?? Code.NOT_FOUND, 'references', `${field.references} ${String(id)}`);
  const resource = tables.of(String(field.references)).resource;
  if (principal && !(await visibility.isVisible(resource, principal, target, tables)))
    throw refusal(field, field.errors.owner ?? Code.NOT_MINE, 'owner');
}

/**
 * The other references of the row whose target the row referenced by `field` also
 * points at: for a face's `residentId`, its `siteId` (a resident has a `siteId`).
 */
function sharedReferences(field: FieldDefinition, references: FieldDefinition[], tables: ResourceTables) {
  const target = tables.of(String(field.references)).resource;
  return references.flatMap((other) => {
    if (other === field) return [];
    const via = target.fields.find((candidate) => candidate.references === other.references);
    return via ? [{ other, via: via.name }] : [];
  });
}

function refusal(field: FieldDefinition, code: number, rule: string, detail?: string): ApiError {
  return ApiError.ofFields(code, detail ?? `${field.name}: ${rule}`, [{ field: field.name, rule }]);
}
