import { Code } from '../../../contract/errors';
import { SETTING_RESOURCES, type SettingScope, settingOf } from '../../../contract/settings';
import { storedTypeOf } from '../../../contract/settings-values';
import type { Principal } from '../../auth/principal';
import type { ResourceServices } from '../../crud/resource-services';
import type { Row } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { asRollbackOf, historyValue } from './change-history';

/**
 * Restores what a change found (`before`) through the one write path: the row is
 * deleted when the change created it, created again when it deleted it, and set back
 * otherwise; the write is recorded as a `rollback` change. Refused with 6075 when the
 * key has changed again since (roll back the later change first), and with 400 for a
 * secret's earlier value, which the history never kept.
 */
export async function rollBack(services: ResourceServices, principal: Principal, change: Row): Promise<Row> {
  const scope = change.scope as SettingScope;
  const key = String(change.key);
  const before = change.before === null || change.before === undefined ? null : String(change.before);
  const setting = settingOf(scope, key);
  if (setting?.secret && before !== null) {
    throw new ApiError(Code.BAD_REQUEST, `the earlier value of the secret setting ${key} is not kept: type it again`);
  }
  const resource = SETTING_RESOURCES[scope];
  const service = services.of(resource);
  const changeId = Number(change.id);
  return asRollbackOf(services.tables, changeId, async (tables) => {
    const current = await tables.of(resource).findOneWhere({ key });
    if (historyValue(scope, key, current?.value) !== (change.after ?? null)) {
      throw new ApiError(Code.STALE, `${key} has changed since this change: roll back the later change first`);
    }
    if (before === null && current) await service.remove(principal, Number(current.id), { tables });
    else if (before !== null && current) {
      await service.update(principal, Number(current.id), { value: before, version: current.version }, { tables });
    } else if (before !== null) {
      const valueType = setting ? storedTypeOf(setting.schema) : 'string';
      await service.create(principal, { key, value: before, valueType }, { tables });
    }
    const recorded = await tables.of('config-change').findWhere({ rollbackOf: changeId });
    return recorded.reduce((latest, row) => (Number(row.id) > Number(latest.id) ? row : latest));
  });
}
