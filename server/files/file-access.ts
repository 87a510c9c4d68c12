import { Code } from '../../contract/errors';
import type { Principal } from '../auth/principal';
import type { RowVisibility } from '../crud/row-visibility';
import type { FeatureTables } from '../db/resource-tables';
import { ApiError } from '../http/api-error';
import { ownerOfFile } from './file-owners';
import { isReferred, isReferredBySeenRow, referencesOf } from './file-references';

/**
 * Who may do what with a stored file of an owned kind (images): those who see every
 * site may do anything; others follow the rows that refer to the file (a face photo is
 * theirs when its face's site is) and, before any row refers to it, its uploader. A
 * file kept before owners were recorded has none: only the rows refer it to anyone.
 * Files of the shared kinds are open to every holder of the kind's codes.
 */
export class FileAccess {
  constructor(readonly visibility: RowVisibility) {}

  /** Reading a file: a row the principal may see refers to it, or none does and the principal uploaded it. */
  async mayRead(tables: FeatureTables, principal: Principal, key: string): Promise<boolean> {
    const references = referencesOf(tables, key);
    if (!references || principal.seesAllSites) return true;
    if (await this.seenReferrer(tables, principal, key)) return true;
    for (const reference of references) if (await isReferred(tables, reference, key)) return false;
    return (await ownerOfFile(tables, key)) === principal.adminId;
  }

  /** Making a row of a file: the principal uploaded it, or a row the principal may see refers to it already. */
  async mayUse(tables: FeatureTables, principal: Principal, key: string): Promise<boolean> {
    if (!referencesOf(tables, key) || principal.seesAllSites) return true;
    if ((await ownerOfFile(tables, key)) === principal.adminId) return true;
    return this.seenReferrer(tables, principal, key);
  }

  /** Refuses with 6059 on `field` (`rule: "owner"`) a file the principal may not use. */
  async checkUse(tables: FeatureTables, principal: Principal, key: string, field: string): Promise<void> {
    if (await this.mayUse(tables, principal, key)) return;
    throw ApiError.ofFields(Code.NOT_MINE, `${field} is a file of another account`, [{ field, rule: 'owner' }]);
  }

  private async seenReferrer(tables: FeatureTables, principal: Principal, key: string): Promise<boolean> {
    for (const reference of referencesOf(tables, key) ?? []) {
      if (await isReferredBySeenRow(tables, this.visibility, principal, reference, key)) return true;
    }
    return false;
  }
}
