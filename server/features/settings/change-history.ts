import { MASKED_SECRET, SETTING_RESOURCES, type SettingScope, settingOf } from '../../../contract/settings';
import type { ResourceServices } from '../../crud/resource-services';
import type { WriteContext } from '../../crud/write-hooks';
import type { Row } from '../../db/database';
import type { FeatureTables } from '../../db/resource-tables';

/** The change a rollback in progress undoes, by the tables of its transaction. */
const rollingBack = new WeakMap<FeatureTables, number>();

/** Runs `work` in a transaction whose setting writes are recorded as the rollback of change `changeId`. */
export function asRollbackOf<T>(
  tables: FeatureTables,
  changeId: number,
  work: (tables: FeatureTables) => Promise<T>,
): Promise<T> {
  return tables.inTransaction(async (bound) => {
    rollingBack.set(bound, changeId);
    return work(bound);
  });
}

/** A value as the history keeps it: a secret setting's only as its mask. */
export function historyValue(scope: SettingScope, key: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return settingOf(scope, key)?.secret ? MASKED_SECRET : String(value);
}

type Action = 'create' | 'update' | 'delete';

async function record(
  context: WriteContext,
  scope: SettingScope,
  action: Action,
  key: string,
  before: unknown,
  after: unknown,
) {
  const rollbackOf = rollingBack.get(context.tables);
  await context.tables.of('config-change').insert({
    scope,
    key,
    action: rollbackOf === undefined ? action : 'rollback',
    before: historyValue(scope, key, before),
    after: historyValue(scope, key, after),
    rollbackOf: rollbackOf ?? null,
    adminId: context.principal?.adminId ?? null,
  });
}

/**
 * Every committed create, update and delete of a setting's row writes a config_change
 * row in the same transaction: who, which key, from what to what. Renaming a key is
 * recorded as the old key deleted and the new one created.
 */
export function recordChanges(services: ResourceServices, scope: SettingScope): void {
  const resource = SETTING_RESOURCES[scope];
  const keyOf = (row: Row | undefined) => String(row?.key ?? '');
  services.on(resource, 'afterCreate', (context) =>
    record(context, scope, 'create', keyOf(context.after), null, context.after?.value),
  );
  services.on(resource, 'afterUpdate', async (context) => {
    const { before, after } = context;
    if (keyOf(before) !== keyOf(after)) {
      await record(context, scope, 'delete', keyOf(before), before?.value, null);
      await record(context, scope, 'create', keyOf(after), null, after?.value);
    } else if (before?.value !== after?.value || before?.valueType !== after?.valueType) {
      await record(context, scope, 'update', keyOf(after), before?.value, after?.value);
    }
  });
  services.on(resource, 'afterDelete', (context) =>
    record(context, scope, 'delete', keyOf(context.before), context.before?.value, null),
  );
}
