import type { Principal } from '../auth/principal';
import type { FeatureTables } from '../db/resource-tables';

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
}

/** Who writes, and how far they are trusted. */
export interface Writer {
  principal: Principal | undefined;
  system: boolean;
}
