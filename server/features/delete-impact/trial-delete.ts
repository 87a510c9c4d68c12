import type { Principal } from '../../auth/principal';
import type { ResourceServices } from '../../crud/resource-services';
import { ApiError } from '../../http/api-error';

/** Why the delete would be refused: the catalogue code and the detail its answer would carry. */
export interface DeleteRefusal {
  code: number;
  detail: string | null;
}

/** Thrown at the end of a trial delete, so that its transaction rolls back. */
class TrialOver extends Error {}

/**
 * Whether the delete itself would go through: it is run on the one write path, hooks
 * and the database's own rules included (nobody deletes themselves, a built-in role
 * stays, rows that still refer to it), inside a transaction that is always rolled back.
 * Work a hook leaves for after the commit never runs. Null when nothing refuses it.
 */
export async function trialDelete(
  services: ResourceServices,
  resourceName: string,
  principal: Principal,
  ids: number[],
): Promise<DeleteRefusal | null> {
  if (ids.length === 0) return null;
  try {
    await services.tables.inTransaction(async (tables) => {
      await services.of(resourceName).removeMany(principal, ids, { tables });
      throw new TrialOver();
    });
  } catch (error) {
    if (error instanceof TrialOver) return null;
    if (error instanceof ApiError) return { code: error.code, detail: error.detail ?? null };
    throw error;
  }
  return null;
}
