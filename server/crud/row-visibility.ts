import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { ResourceDefinition } from '../../contract/resource';
import { OWNER_FIELD } from '../../contract/resource';
import type { Principal } from '../auth/principal';
import type { Row, Tables } from '../db/database';
import type { FeatureTables } from '../db/resource-tables';

export type WhereBuilder = ExpressionBuilder<Tables, string>;

/**
 * Who sees which rows (docs/domain.md#permissions-and-ownership): an account without `all-sites`
 * sees the rows it owns directly, and the rows whose referenced row it owns (a
 * resident through its site). Resources without ownership are open to every holder
 * of their permission code.
 */
export class RowVisibility {
  constructor(private readonly tables: FeatureTables) {}

  /** Whether rows of `resource` are limited for this principal at all. */
  isScoped(resource: ResourceDefinition, principal: Principal): boolean {
    return resource.ownership.kind !== 'none' && !principal.seesAllSites;
  }

  /** The WHERE condition keeping the principal's rows, or undefined when every row is visible. */
  condition(resource: ResourceDefinition, principal: Principal, eb: WhereBuilder): Expression<SqlBool> | undefined {
    if (!this.isScoped(resource, principal)) return undefined;
    return this.ownedBy(resource, principal.adminId, eb);
  }

  private ownedBy(resource: ResourceDefinition, adminId: number, eb: WhereBuilder): Expression<SqlBool> | undefined {
    const ownership = resource.ownership;
    if (ownership.kind === 'none') return undefined;
    if (ownership.kind === 'direct') return eb(`${resource.table}.${OWNER_FIELD}`, '=', adminId);
    const parent = this.tables.of(ownership.resource).resource;
    const parentCondition = this.ownedBy(parent, adminId, eb);
    if (!parentCondition) return undefined;
    const visibleParents = eb.selectFrom(parent.table).select(`${parent.table}.id`).where(parentCondition);
    return eb(`${resource.table}.${ownership.field}`, 'in', visibleParents);
  }

  /** Inside a write, pass the write's `tables`: they are bound to its transaction. */
  async isVisible(
    resource: ResourceDefinition,
    principal: Principal,
    row: Row,
    tables: FeatureTables = this.tables,
  ): Promise<boolean> {
    if (!this.isScoped(resource, principal)) return true;
    const ownership = resource.ownership;
    if (ownership.kind === 'direct') return row[OWNER_FIELD] === principal.adminId;
    if (ownership.kind === 'through')
      return this.referenceIsVisible(ownership.resource, principal, row[ownership.field], tables);
    return true;
  }

  /**
   * Whether the principal may hang a row off the referenced one (a resident off a site).
   * A reference to nothing is not the caller's to use either.
   */
  async referenceIsVisible(
    resourceName: string,
    principal: Principal,
    id: unknown,
    tables: FeatureTables = this.tables,
  ): Promise<boolean> {
    if (typeof id !== 'number' || !Number.isInteger(id)) return false;
    const parent = tables.of(resourceName);
    const row = await tables.referencedRow(resourceName, id);
    return row !== undefined && this.isVisible(parent.resource, principal, row, tables);
  }
}
