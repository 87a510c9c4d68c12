import { Code } from '../../../contract/errors';
import type { Principal } from '../../auth/principal';
import type { ResourceServices } from '../../crud/resource-services';
import type { Row } from '../../db/database';
import { ApiError } from '../../http/api-error';

/**
 * The site an import is for: the id is required (6021), the site must exist (6084)
 * and be the caller's (6059), said in that order before anything else is read.
 */
export async function siteOfImport(services: ResourceServices, principal: Principal, siteId: unknown): Promise<Row> {
  const text = typeof siteId === 'string' ? siteId.trim() : '';
  if (text === '')
    throw ApiError.ofFields(Code.SYNC_SITE_ID_MISSING, 'siteId is required', [{ field: 'siteId', rule: 'required' }]);
  const id = /^\d{1,15}$/.test(text) ? Number(text) : 0;
  if (id < 1)
    throw ApiError.ofFields(Code.SYNC_SITE_ID_MISSING, 'siteId must be a site id', [{ field: 'siteId', rule: 'type' }]);
  const site = await services.tables.of('site').findById(id);
  if (!site) throw new ApiError(Code.SITE_MISSING, `site ${id}`);
  if (!(await services.visibility.isVisible(services.of('site').resource, principal, site))) {
    throw new ApiError(Code.NOT_MINE);
  }
  return site;
}
