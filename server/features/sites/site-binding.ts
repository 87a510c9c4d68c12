import { Code } from '../../../contract/errors';
import type { Principal } from '../../auth/principal';
import type { ResourceServices } from '../../crud/resource-services';
import type { Row } from '../../db/database';
import type { FeatureTables } from '../../db/resource-tables';
import { ApiError } from '../../http/api-error';
import type { Binding } from './binding-input';
import { issueGatewayCredential } from './gateway-credential';

/** Unbinding forgets the gateway: its credential, and whether it ever started or is online. */
const UNBOUND = {
  bound: false,
  mac: null,
  alias: null,
  credentialHash: null,
  gatewayOnline: false,
  gatewayStartedAt: null,
  lastHeartbeatAt: null,
};

/**
 * Binding a cloud site to the gateway of its building (docs/domain.md#sites-gateways-and-tactics),
 * through the site write path so that ownership (6059), the hooks and the
 * error mapping apply: one gateway per site and one site per gateway; unbinding takes
 * the credential away at once.
 */
export class SiteBinding {
  constructor(private readonly services: ResourceServices) {}

  /** Binds the site and returns it with the gateway's credential, which is never shown again. */
  async bind(principal: Principal, id: number, binding: Binding): Promise<{ site: Row; credential: string }> {
    const sites = this.services.of('site');
    return this.services.tables.inTransaction(async (tables) => {
      const site = await this.ownSite(tables, principal, id);
      if (site.bound === true) throw new ApiError(Code.ALREADY_BOUND);
      const elsewhere = await tables.of('site').findOneWhere({ mac: binding.mac, bound: true });
      if (elsewhere) throw ApiError.ofFields(Code.LOCAL_SITE_MULTIPLE, binding.mac, [{ field: 'mac', rule: 'unique' }]);
      const { credential, credentialHash } = issueGatewayCredential();
      const bound = await sites.systemUpdate(
        id,
        { bound: true, mac: binding.mac, alias: binding.alias, credentialHash },
        { principal, tables },
      );
      return { site: sites.present(bound), credential };
    });
  }

  async unbind(principal: Principal, id: number): Promise<Row> {
    const sites = this.services.of('site');
    return this.services.tables.inTransaction(async (tables) => {
      const site = await this.ownSite(tables, principal, id);
      if (site.bound !== true) throw new ApiError(Code.NOT_BOUND);
      return sites.present(await sites.systemUpdate(id, UNBOUND, { principal, tables }));
    });
  }

  /** How many bound sites the caller owns: what unbinding them all would touch. */
  async boundCount(principal: Principal): Promise<number> {
    return (await this.services.tables.of('site').findWhere({ ownerId: principal.adminId, bound: true })).length;
  }

  /** Unbinds every bound site the caller owns, in one transaction; how many were bound. */
  async unbindAll(principal: Principal): Promise<number> {
    const sites = this.services.of('site');
    return this.services.tables.inTransaction(async (tables) => {
      const bound = await tables.of('site').findWhere({ ownerId: principal.adminId, bound: true });
      for (const site of bound) await sites.systemUpdate(site.id, UNBOUND, { principal, tables });
      return bound.length;
    });
  }

  /** The site, when it exists (6084) and the caller may bind it (6059), before anything else is said of it. */
  private async ownSite(tables: FeatureTables, principal: Principal, id: number) {
    const site = await tables.of('site').findById(id);
    if (!site) throw new ApiError(Code.SITE_MISSING, `site ${id}`);
    const resource = this.services.of('site').resource;
    if (!(await this.services.visibility.isVisible(resource, principal, site, tables)))
      throw new ApiError(Code.NOT_MINE);
    return site;
  }
}
