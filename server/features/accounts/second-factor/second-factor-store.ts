import { Code } from '../../../../contract/errors';
import type { ResourceServices } from '../../../crud/resource-services';
import type { Row } from '../../../db/database';
import type { FeatureTables } from '../../../db/resource-tables';
import { ApiError } from '../../../http/api-error';
import type { SecretBox } from '../../../secrets/secret-box';
import { newRecoveryCodes, withoutRecoveryCode } from './recovery-codes';
import { newTotpSecret, totpStepOf } from './totp';

/** What an account has set up, as its owner sees it (never a secret). */
export interface SecondFactorState {
  totp: boolean;
  recoveryCodesLeft: number;
  passkeys: { id: number; name: string; createdAt: string; lastUsedAt: string | null }[];
  passkeyOnly: boolean;
}

/**
 * An account's authenticator app, recovery codes and passkeys (`admin-second-factor`,
 * `admin-passkey`). The authenticator's secret is sealed with the server's key like every
 * stored secret; recovery codes are kept as hashes. Each change sets the account's own
 * read-only `secondFactor` flag, which the roles' requirement is checked against on every request.
 */
export class SecondFactorStore {
  constructor(
    private readonly tables: FeatureTables,
    private readonly services: ResourceServices,
    private readonly box: SecretBox,
  ) {}

  private get factors() {
    return this.tables.of('admin-second-factor');
  }

  private get passkeyRows() {
    return this.tables.of('admin-passkey');
  }

  async rowOf(adminId: number): Promise<Row | undefined> {
    return this.factors.findOneWhere({ adminId });
  }

  async passkeysOf(adminId: number): Promise<Row[]> {
    return this.passkeyRows.findWhere({ adminId });
  }

  async stateOf(adminId: number): Promise<SecondFactorState> {
    const row = await this.rowOf(adminId);
    const passkeys = await this.passkeysOf(adminId);
    return {
      totp: hasTotp(row),
      recoveryCodesLeft: hashesOf(row).length,
      passkeys: passkeys
        .map((passkey) => ({
          id: Number(passkey.id),
          name: String(passkey.name),
          createdAt: String(passkey.createdAt),
          lastUsedAt: typeof passkey.lastUsedAt === 'string' ? passkey.lastUsedAt : null,
        }))
        .sort((a, b) => a.id - b.id),
      passkeyOnly: row?.passkeyOnly === true && passkeys.length > 0,
    };
  }

  /** Whether the account signs in with more than its password. */
  async isOn(adminId: number): Promise<boolean> {
    return hasTotp(await this.rowOf(adminId)) || (await this.passkeysOf(adminId)).length > 0;
  }

  /** A new secret waiting for its first code (6205 while an app is already set up). */
  async beginTotp(adminId: number): Promise<string> {
    const row = await this.rowOf(adminId);
    if (hasTotp(row)) throw new ApiError(Code.SECOND_FACTOR_ALREADY_ON);
    const secret = newTotpSecret();
    await this.save(adminId, row, { totpPendingSecret: this.box.seal(secret) });
    return secret;
  }

  /** The first code confirms the app: it is on, and ten recovery codes are handed out once. */
  async confirmTotp(adminId: number, code: string): Promise<string[]> {
    const row = await this.rowOf(adminId);
    if (hasTotp(row)) throw new ApiError(Code.SECOND_FACTOR_ALREADY_ON);
    const pending = typeof row?.totpPendingSecret === 'string' ? this.box.open(row.totpPendingSecret) : undefined;
    if (!row || !pending) throw new ApiError(Code.SECOND_FACTOR_NOT_ON);
    const step = totpStepOf(pending, code);
    if (step === undefined) throw new ApiError(Code.SECOND_FACTOR_CODE_WRONG);
    const recovery = newRecoveryCodes();
    await this.save(adminId, row, {
      totpSecret: this.box.seal(pending),
      totpPendingSecret: null,
      totpLastStep: step,
      recoveryCodeHashes: recovery.hashes,
    });
    await this.syncAccountFlag(adminId);
    return recovery.codes;
  }

  /**
   * Takes an authenticator code once: a code of a step no later than the last one used (the
   * same code typed again, or an older one) is refused, and of two nodes taking the same code at
   * once only one succeeds (the row's version).
   */
  async takeTotpCode(adminId: number, code: string): Promise<boolean> {
    const row = await this.rowOf(adminId);
    if (!row || !hasTotp(row)) return false;
    const step = totpStepOf(this.box.open(String(row.totpSecret)), code);
    if (step === undefined || step <= Number(row.totpLastStep ?? 0)) return false;
    return (await this.factors.update(Number(row.id), { totpLastStep: step }, Number(row.version))) !== undefined;
  }

  /** Takes a recovery code once (the same guard against two nodes as `takeTotpCode`). */
  async takeRecoveryCode(adminId: number, code: string): Promise<boolean> {
    const row = await this.rowOf(adminId);
    const left = row ? withoutRecoveryCode(hashesOf(row), code) : undefined;
    if (!row || !left) return false;
    return (await this.factors.update(Number(row.id), { recoveryCodeHashes: left }, Number(row.version))) !== undefined;
  }

  /** New recovery codes in place of the old ones, shown once. */
  async renewRecoveryCodes(adminId: number): Promise<string[]> {
    const row = await this.rowOf(adminId);
    if (!hasTotp(row)) throw new ApiError(Code.SECOND_FACTOR_NOT_ON);
    const recovery = newRecoveryCodes();
    await this.save(adminId, row, { recoveryCodeHashes: recovery.hashes });
    return recovery.codes;
  }

  async disableTotp(adminId: number): Promise<void> {
    const row = await this.rowOf(adminId);
    if (!hasTotp(row)) throw new ApiError(Code.SECOND_FACTOR_NOT_ON);
    await this.save(adminId, row, { totpSecret: null, totpPendingSecret: null, recoveryCodeHashes: [] });
    await this.syncAccountFlag(adminId);
  }

  async setPasskeyOnly(adminId: number, passkeyOnly: boolean): Promise<void> {
    await this.save(adminId, await this.rowOf(adminId), { passkeyOnly });
  }

  async renamePasskey(adminId: number, id: number, name: string): Promise<void> {
    await this.passkeyRows.touch(Number((await this.ownPasskey(adminId, id)).id), { name });
  }

  /** Removes a passkey; with the last one goes the sign-in by passkey alone. */
  async removePasskey(adminId: number, id: number): Promise<void> {
    await this.passkeyRows.deleteByIds([Number((await this.ownPasskey(adminId, id)).id)]);
    if ((await this.passkeysOf(adminId)).length === 0) await this.setPasskeyOnly(adminId, false);
    await this.syncAccountFlag(adminId);
  }

  /** Every factor of the account gone (`npm run admin:reset`): the password alone signs it in again. */
  async clear(adminId: number): Promise<void> {
    await this.factors.deleteWhere({ adminId });
    await this.passkeyRows.deleteWhere({ adminId });
    await this.syncAccountFlag(adminId);
  }

  /** Sets the account's `secondFactor` flag from what it has now (bookkeeping: no new version). */
  async syncAccountFlag(adminId: number): Promise<void> {
    const on = await this.isOn(adminId);
    const account = await this.tables.of('admin').findById(adminId);
    if (account && (account.secondFactor === true) !== on)
      await this.services.of('admin').systemUpdate(adminId, { secondFactor: on }, { bookkeeping: true });
  }

  /** One of the account's own passkeys; another account's answers as not found. */
  private async ownPasskey(adminId: number, id: number): Promise<Row> {
    const passkey = (await this.passkeysOf(adminId)).find((row) => Number(row.id) === id);
    if (!passkey) throw new ApiError(Code.NOT_FOUND, `passkey ${id}`);
    return passkey;
  }

  private async save(adminId: number, row: Row | undefined, values: Row): Promise<void> {
    if (row) await this.factors.touch(Number(row.id), values);
    else await this.factors.insert({ adminId, ...values });
  }
}

function hasTotp(row: Row | undefined): boolean {
  return typeof row?.totpSecret === 'string' && row.totpSecret !== '';
}

function hashesOf(row: Row | undefined): string[] {
  const hashes = row?.recoveryCodeHashes;
  return Array.isArray(hashes) ? hashes.filter((hash): hash is string => typeof hash === 'string') : [];
}
