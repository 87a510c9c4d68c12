import type { EntitySchema } from '../../../generator/entity-schema';
import type { DraftStore } from './draft-store';
import { type ModuleLookup, type ValidatorModule, validatorModuleOf } from './published/validator-modules';

/** How many of the drafts checked last are looked at for a module this node did not make. */
const DRAFTS_LOOKED_AT = 50;

function moduleOrNull(schema: unknown): ValidatorModule | null {
  try {
    return validatorModuleOf(schema as EntitySchema);
  } catch {
    return null;
  }
}

/**
 * Finds the preview validators of a draft checked on another node: the module of each
 * draft checked last is made once per draft version (and forgotten when the draft is no
 * longer among them), so a browser whose check ran elsewhere gets its module here too.
 * One look at a time: requests for unknown files wait for the look under way.
 */
export function checkedDraftModules(drafts: DraftStore): ModuleLookup {
  /** `<id>:<version>` → the module of that draft version (null: it makes none). */
  let known = new Map<string, ValidatorModule | null>();
  let looking: Promise<void> | undefined;

  const look = async () => {
    const next = new Map<string, ValidatorModule | null>();
    for (const { id, version } of await drafts.recentlyChecked(DRAFTS_LOOKED_AT)) {
      const key = `${id}:${version}`;
      const held = known.get(key);
      if (held !== undefined) {
        next.set(key, held);
        continue;
      }
      const draft = await drafts.get(id);
      if (draft?.version === version) next.set(key, moduleOrNull(draft.schema));
    }
    known = next;
  };

  return async (file) => {
    looking ??= look().finally(() => {
      looking = undefined;
    });
    await looking;
    return [...known.values()].find((module) => module?.file === file) ?? undefined;
  };
}
