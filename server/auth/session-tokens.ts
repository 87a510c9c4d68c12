import { hash, randomBytes } from 'node:crypto';
import type { AliasedRawBuilder } from 'kysely';
import type { CacheStore } from '../cache/cache-store';
import type { Row } from '../db/database';
import { runKept } from '../db/kept-queries';
import type { RowStore } from '../db/row-store';

/** A signed-in session as the server knows it; the token itself is never stored. */
export interface Session {
  adminId: number;
  expiresAt: string;
}

const TOKEN_BYTES = 32;
/** "Remember me" keeps an account signed in for the cookie life of the spec (30 days); otherwise a working day. */
const REMEMBERED_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
const SESSION_MS = 24 * 60 * 60 * 1000;
/** Lookups are cached briefly; logout and revocation delete the entry, so ending a session stays instant. */
const CACHE_SECONDS = 60;
const CACHE_PREFIX = 'session:';

/**
 * Opaque random tokens (32 bytes, base64url) kept server-side as their SHA-256 hash
 * in the admin-session table, so a copy of the database cannot be used to sign in.
 */
export class SessionTokens {
  constructor(
    private readonly sessions: RowStore,
    /** Where lookups are cached; none when the cache is not shared by every node that can end a session. */
    private readonly cache: CacheStore | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  async issue(
    adminId: number,
    remember: boolean,
    client: { ip?: string; userAgent?: string } = {},
  ): Promise<{ token: string; expiresAt: string }> {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const expiresAt = new Date(this.now() + (remember ? REMEMBERED_SESSION_MS : SESSION_MS)).toISOString();
    await this.sessions.insert({ tokenHash: hashToken(token), adminId, expiresAt, remember, ...client });
    return { token, expiresAt };
  }

  /** The live session a token opens, or undefined for an unknown, revoked or expired token. */
  async resolve(token: string): Promise<Session | undefined> {
    const tokenHash = hashToken(token);
    const cacheKey = CACHE_PREFIX + tokenHash;
    // The cache only spares the database a read: out of reach (Redis down), the database answers alone.
    const cached = await this.cache?.get(cacheKey).catch(() => undefined);
    let session: Session | undefined = cached ? parseSession(cached) : undefined;
    if (!session) {
      const row = await this.sessions.findOneWhere({ tokenHash });
      if (!row) return undefined;
      session = { adminId: Number(row.adminId), expiresAt: String(row.expiresAt) };
      const secondsLeft = (Date.parse(session.expiresAt) - this.now()) / 1000;
      if (secondsLeft > 0)
        await this.cache?.set(cacheKey, JSON.stringify(session), Math.min(CACHE_SECONDS, secondsLeft)).catch(() => {});
    }
    if (Date.parse(session.expiresAt) <= this.now()) {
      await this.revoke(token);
      return undefined;
    }
    return session;
  }

  /** Whether lookups are cached; when not, a request's session and account are read together. */
  get cached(): boolean {
    return this.cache !== undefined;
  }

  /**
   * The live session a token opens and its account's row from `accounts`, in one query
   * (a session's rows go with its account's); undefined as for `resolve`.
   */
  async resolveWithAccount(
    token: string,
    accounts: RowStore,
    /** One more column read with the account (its roles, say); it comes back among the account's columns. */
    also?: AliasedRawBuilder<unknown, string>,
  ): Promise<{ session: Session; account: Row } | undefined> {
    const tokenHash = hashToken(token);
    const { table } = this.sessions;
    const shape = `${accounts.database.dialect} ${table} ${accounts.table} by token${also ? ' with more' : ''}`;
    const [row] = await runKept(accounts.db, shape, [tokenHash], () => {
      const query = accounts.db
        .selectFrom(table)
        .innerJoin(accounts.table, `${accounts.table}.id`, `${table}.adminId`)
        .selectAll(accounts.table)
        .select(`${table}.expiresAt as sessionExpiresAt`)
        .where(`${table}.tokenHash`, '=', tokenHash);
      return also ? query.select(also) : query;
    });
    if (!row) return undefined;
    const { sessionExpiresAt, ...columns } = row;
    const account = accounts.decode(columns);
    const expiresAt = String(this.sessions.decode({ expiresAt: sessionExpiresAt }).expiresAt);
    if (Date.parse(expiresAt) <= this.now()) {
      await this.revoke(token);
      return undefined;
    }
    return { session: { adminId: Number(account.id), expiresAt }, account };
  }

  async revoke(token: string): Promise<void> {
    const tokenHash = hashToken(token);
    await this.sessions.deleteWhere({ tokenHash });
    await this.cache?.del(CACHE_PREFIX + tokenHash);
  }

  /** Ends every session of an account at once (disabled account, changed password). */
  async revokeAllOf(adminId: number): Promise<void> {
    const rows = await this.sessions.findWhere({ adminId });
    await this.sessions.deleteWhere({ adminId });
    for (const row of rows) await this.cache?.del(CACHE_PREFIX + String(row.tokenHash));
  }

  /**
   * Drops cached lookups of sessions whose rows went with their account (a deleted
   * admin's sessions are deleted by the database, so revokeAllOf would find none).
   */
  async forgetCached(tokenHashes: readonly string[]): Promise<void> {
    for (const tokenHash of tokenHashes) await this.cache?.del(CACHE_PREFIX + tokenHash);
  }

  /** Ends every session of an account but the one of `keepToken` (a password changed from that session). */
  async revokeOthersOf(adminId: number, keepToken: string): Promise<void> {
    const kept = hashToken(keepToken);
    for (const row of await this.sessions.findWhere({ adminId })) {
      const tokenHash = String(row.tokenHash);
      if (tokenHash === kept) continue;
      await this.sessions.deleteWhere({ tokenHash });
      await this.cache?.del(CACHE_PREFIX + tokenHash);
    }
  }
}

export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

function parseSession(text: string): Session | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && 'adminId' in value && 'expiresAt' in value) {
      return { adminId: Number(value.adminId), expiresAt: String(value.expiresAt) };
    }
  } catch {
    // A damaged entry is treated as a cache miss.
  }
  return undefined;
}
