import type { RevisionActorKind } from '../../../contract/record-history';
import type { WriteContext } from '../../crud/write-hooks';

/** The columns of a revision that say who made it. */
export interface RevisionActor {
  actorKind: RevisionActorKind;
  adminId: number | null;
  actorName: string | null;
  siteId: number | null;
}

const NAME_LENGTH = 100;

function clipped(name: unknown): string | null {
  return typeof name === 'string' && name !== '' ? name.slice(0, NAME_LENGTH) : null;
}

/**
 * Who made a write: its actor when trusted code named one (a site's gateway by its site's
 * name, a job by its name), else the admin behind it, else the server. Names are kept
 * as they were, so a revision still says who after a rename or a delete.
 */
export async function actorOf({ actor, principal, tables }: WriteContext): Promise<RevisionActor> {
  const adminId = principal?.adminId ?? null;
  if (actor?.kind === 'gateway') {
    const site = await tables.referencedRow('site', actor.siteId);
    return { actorKind: 'gateway', adminId, actorName: clipped(site?.name), siteId: actor.siteId };
  }
  if (actor?.kind === 'job') {
    const job = await tables.of('scheduled-job').findOneWhere({ code: actor.code });
    return { actorKind: 'job', adminId, actorName: clipped(job?.name ?? actor.code), siteId: null };
  }
  if (actor === undefined && principal) {
    return { actorKind: 'admin', adminId, actorName: clipped(principal.admin.accountName), siteId: null };
  }
  return { actorKind: 'system', adminId, actorName: null, siteId: null };
}
