import { Code } from '../../../contract/errors';
import type { RevisionView } from '../../../contract/record-history';
import { OWNER_FIELD, type ResourceDefinition } from '../../../contract/resource';
import type { Principal } from '../../auth/principal';
import type { ResourceServices } from '../../crud/resource-services';
import type { Row } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { valuesBeforeDelete } from './record-state';
import { RevisionReads } from './revision-reads';

/** A record as it is, or as its delete revision last knew it. */
export interface KnownRecord {
  values: Row;
  /** Its delete revision, when the record is gone. */
  deleted?: RevisionView;
}

/** Depth of ownership to follow (a face's site through its resident is two). */
const OWNERSHIP_DEPTH = 4;

/**
 * Who may read a record's history and put a version back: the holders of the resource's
 * own permission code (the route checks it) who may see the record, judged on the row
 * when it exists and on its last known values when it was deleted (the site of a
 * deleted resident, itself perhaps deleted, by its own last values).
 */
export class RecordAccess {
  private readonly reads: RevisionReads;

  constructor(private readonly services: ResourceServices) {
    this.reads = new RevisionReads(services.tables);
  }

  /** The record, current or last known; undefined when it never had a revision nor exists. */
  async known(resource: ResourceDefinition, id: number): Promise<KnownRecord | undefined> {
    const row = await this.services.tables.of(resource.name).findById(id);
    if (row) return { values: row };
    const latest = await this.reads.latest(resource.name, id);
    if (latest?.action !== 'delete') return undefined;
    return { values: valuesBeforeDelete(latest).values, deleted: latest };
  }

  /** The record if the principal may see it: 404 when it is unknown, 6059 when it is another owner's. */
  async visible(principal: Principal, resource: ResourceDefinition, id: number): Promise<KnownRecord> {
    const record = await this.known(resource, id);
    if (!record) throw new ApiError(Code.NOT_FOUND, `${resource.name} ${id}`);
    if (!(await this.isVisible(principal, resource, record.values))) throw new ApiError(Code.NOT_MINE);
    return record;
  }

  /** Whether the principal sees only some records of the resource. */
  isScopedFor(principal: Principal, resource: ResourceDefinition): boolean {
    return this.services.visibility.isScoped(resource, principal);
  }

  async isVisible(principal: Principal, resource: ResourceDefinition, values: Row, depth = 0): Promise<boolean> {
    if (!this.services.visibility.isScoped(resource, principal)) return true;
    const ownership = resource.ownership;
    if (ownership.kind === 'direct') return values[OWNER_FIELD] === principal.adminId;
    if (ownership.kind !== 'through' || depth >= OWNERSHIP_DEPTH) return ownership.kind === 'none';
    const parentId = values[ownership.field];
    if (typeof parentId !== 'number') return false;
    const parentResource = this.services.tables.of(ownership.resource).resource;
    const parent = await this.known(parentResource, parentId);
    return parent !== undefined && this.isVisible(principal, parentResource, parent.values, depth + 1);
  }
}
