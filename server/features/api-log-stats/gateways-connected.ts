import type { GatewaysConnected } from '../../../contract/device-traffic';
import type { FeatureTables } from '../../db/resource-tables';

/** Bound sites whose gateway is online now, and those holding the push channel: two counts on the site table's indexes. */
export async function gatewaysConnected(tables: FeatureTables): Promise<GatewaysConnected> {
  const sites = tables.of('site');
  const count = async (field: 'gatewayOnline' | 'gatewayChannel') => {
    const row = await sites.db
      .selectFrom(sites.table)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('bound', '=', sites.encodeValue('bound', true))
      .where(field, '=', sites.encodeValue(field, true))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  return { online: await count('gatewayOnline'), channel: await count('gatewayChannel') };
}
