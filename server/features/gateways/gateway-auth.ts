import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Code } from '../../../contract/errors';
import type { StoredRows } from '../../../contract/generated/types';
import type { FeatureTables } from '../../db/resource-tables';
import { ApiError } from '../../http/api-error';
import { hashGatewayCredential } from '../sites';

export type GatewaySite = StoredRows['site'];

/** The header a gateway names its MAC address in, beside its credential. */
export const GATEWAY_MAC_HEADER = 'x-gateway-mac';

const MAC_ADDRESS = /^([0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}$/;
const sites = new WeakMap<FastifyRequest, GatewaySite>();

/**
 * Every device route of `scope` needs a gateway's credential (`Authorization: Bearer`)
 * and its MAC address (`X-Gateway-Mac`): an unknown or revoked credential is 401, a
 * credential whose site is bound to another MAC is 6064. The admins' tokens open
 * nothing here, and the credential opens nothing else.
 */
export function requireGatewayCredential(scope: FastifyInstance, tables: FeatureTables): void {
  scope.addHook('onRequest', async (request) => {
    const credential = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!credential) throw new ApiError(Code.UNAUTHORIZED, 'a gateway credential is required (Authorization: Bearer)');
    const site = await tables.of('site').findOneWhere({ credentialHash: hashGatewayCredential(credential) });
    if (site?.bound !== true) throw new ApiError(Code.UNAUTHORIZED, 'unknown or revoked gateway credential');
    const mac = readMac(request.headers[GATEWAY_MAC_HEADER]);
    if (mac !== site.mac) throw new ApiError(Code.SITE_NOT_BOUND_LOCAL, `no site is bound to the gateway ${mac}`);
    sites.set(request, site);
    // The API request log counts the call under this site rather than writing it as a row (server/logs/device-calls.ts).
    request.deviceSiteId = site.id;
  });
}

/** The site of the gateway calling, as its credential found it. */
export function gatewaySiteOf(request: FastifyRequest): GatewaySite {
  const site = sites.get(request);
  if (!site) throw new ApiError(Code.UNAUTHORIZED);
  return site;
}

/** The MAC address a gateway names, spelled as binding keeps it (upper case, colons). */
function readMac(header: string | string[] | undefined): string {
  const value = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  if (!MAC_ADDRESS.test(value)) {
    throw ApiError.ofFields(Code.BAD_REQUEST, 'the X-Gateway-Mac header must be the gateway’s MAC address', [
      { field: 'X-Gateway-Mac', rule: 'pattern' },
    ]);
  }
  return value.toUpperCase().replaceAll('-', ':');
}
