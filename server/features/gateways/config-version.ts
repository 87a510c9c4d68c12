import { createHash } from 'node:crypto';
import type { FeatureTables } from '../../db/resource-tables';

/**
 * The fingerprint of the device configuration a heartbeat answers (`configVersion`):
 * a hash of every row's key, value and updatedAt in key order, so a create, an edit
 * or a delete each give another one. A gateway fetches `GET /device/v1/config` again
 * when it differs from the one it holds.
 */
export async function deviceConfigVersion(tables: FeatureTables): Promise<string> {
  const rows = await tables.of('device-config').findWhere({});
  const lines = rows
    .map((row) => JSON.stringify([row.key, row.value, String(row.updatedAt)]))
    .sort()
    .join('\n');
  return createHash('sha256').update(lines).digest('hex').slice(0, 16);
}
