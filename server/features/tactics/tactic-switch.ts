import { Code } from '../../../contract/errors';
import type { Principal } from '../../auth/principal';
import type { ResourceServices } from '../../crud/resource-services';
import { ApiError } from '../../http/api-error';

/**
 * Turns auto-detect tactics on or off, one or many, in one transaction through the
 * tactic write path. Rows already in the asked state are left as they are; how many
 * changed is what the screen turns into the spec's notice when none did.
 */
export async function switchTactics(
  services: ResourceServices,
  principal: Principal,
  ids: readonly number[],
  enabled: boolean,
): Promise<{ changed: number; ids: number[] }> {
  const tactics = services.of('auto-detect-tactic');
  return services.tables.inTransaction(async (tables) => {
    const changed: number[] = [];
    for (const [row, id] of [...new Set(ids)].entries()) {
      const tactic = await tables.of('auto-detect-tactic').findById(id);
      if (!tactic) throw new ApiError(Code.NOT_FOUND, `auto-detect tactic ${id}`, { row });
      if (tactic.enabled === enabled) continue;
      await tactics.systemUpdate(id, { enabled }, { principal, tables });
      changed.push(id);
    }
    return { changed: changed.length, ids: changed };
  });
}
