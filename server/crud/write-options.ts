import type { Principal } from '../auth/principal';
import type { FeatureTables } from '../db/resource-tables';

/**
 * Who, besides an admin, makes a write of trusted server code: a site's gateway, a
 * scheduled job (by its code), or the server itself. A write with a principal and no
 * actor is the admin's; without either it is the server's.
 */
export type WriteActor = { kind: 'gateway'; siteId: number } | { kind: 'job'; code: string } | { kind: 'system' };

/** A site's gateway as the writer of what it sends (its residents, its faces' results). */
export function gatewayActor(siteId: number): WriteActor {
  return { kind: 'gateway', siteId };
}

/** The server writing on its own account (a sweep of unanswered registrations). */
export const SERVER_ACTOR: WriteActor = { kind: 'system' };

/** How a write of the one write path is made: inside a caller's transaction or its own, and by whom. */
export interface WriteOptions {
  /** Joins the transaction these tables are bound to, instead of opening one. */
  tables?: FeatureTables;
}

export interface SystemWriteOptions extends WriteOptions {
  /** The account on whose behalf trusted code writes: its ownership is checked. */
  principal?: Principal;
  /** Only a row still at this version changes (6075 otherwise). */
  version?: number;
  /**
   * Bookkeeping nobody edits (a password hash, the last sign-in): the version and
   * update time stay, so an admin editing the row meanwhile gets no needless 6075.
   */
  bookkeeping?: boolean;
  /** Who writes when it is not the principal's own doing: a gateway, a job, the server. */
  actor?: WriteActor;
}

/** Who writes, and how far they are trusted. */
export interface Writer {
  principal: Principal | undefined;
  system: boolean;
  /** A gateway, a job or the server writing (SystemWriteOptions.actor); undefined for an admin's own write. */
  actor?: WriteActor;
  /** Bookkeeping nobody edits (SystemWriteOptions.bookkeeping). */
  bookkeeping?: boolean;
}
