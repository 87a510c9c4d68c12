import { hash, randomBytes } from 'node:crypto';
import type { AliasedRawBuilder } from 'kysely';
import type { SessionListing } from '../../contract/sessions';
import type { CacheStore } from '../cache/cache-store';
import type { Row } from '../db/database';
import { runKept } from '../db/kept-queries';
import type { RowStore } from '../db/row-store';

/** A signed-in session as the server knows it; the token itself is never stored. */
export interface Session {
  adminId: number;
  expiresAt: string;
  /** When a request last used the session, as last written (at most once a minute). */
  lastSeenAt?: string;
}

/** A live session as its account (or an admin-list holder) sees it: never its token's hash. */
export type ListedSession = Omit<SessionListing, 'browser'> & { adminId: number };

const TOKEN_BYTES = 32;
/** "Remember me" keeps an account signed in for the cookie life of the spec (30 days); otherwise a working day. */
const REMEMBERED_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
const SESSION_MS = 24 * 60 * 60 * 1000;
/** Lookups are cached briefly; logout and revocation delete the entry, so ending a session stays instant. */
const CACHE_SECONDS = 60;
const CACHE_PREFIX = 'session:';
/** A session's last-seen time is written at most this often (per node), never on every request. */
const SEEN_EVERY_MS = 60 * 1000;
/** Past this many remembered writes, those older than SEEN_EVERY_MS are forgotten (they no longer spare a write). */
const SEEN_KEPT = 10_000;

/**
 * Opaque random tokens (32 bytes, base64url) kept server-side as their SHA-256 hash
 * in the admin-session table, so a copy of the database cannot be used to sign in.
 */
export class SessionTokens {
  /** When this node last wrote each session's last-seen time, by token hash. */
  private readonly seenWritten = new Map<string, number>();

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
    const now = this.now();
    const expiresAt = new Date(now + (remember ? REMEMBERED_SESSION_MS : SESSION_MS)).toISOString();
    const tokenHash = hashToken(token);
    const lastSeenAt = new Date(now).toISOString();
    await this.sessions.insert({ tokenHash, adminId, expiresAt, remember, lastSeenAt, ...client });
    this.seenWritten.set(tokenHash, now);
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
      session = { adminId: Number(row.adminId), expiresAt: String(row.expiresAt), ...seenOf(row.lastSeenAt) };
      const secondsLeft = (Date.parse(session.expiresAt) - this.now()) / 1000;
      if (secondsLeft > 0)
        await this.cache?.set(cacheKey, JSON.stringify(session), Math.min(CACHE_SECONDS, secondsLeft)).catch(() => {});
    }
    if (Date.parse(session.expiresAt) <= this.now()) {
      await this.revoke(token);
      return undefined;
    }
    await this.noteSeen(tokenHash, session.lastSeenAt);
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
        .select([`${table}.expiresAt as sessionExpiresAt`, `${table}.lastSeenAt as sessionLastSeenAt`])
        .where(`${table}.tokenHash`, '=', tokenHash);
      return also ? query.select(also) : query;
    });
    if (!row) return undefined;
    const { sessionExpiresAt, sessionLastSeenAt, ...columns } = row;
    const account = accounts.decode(columns);
    const stored = this.sessions.decode({ expiresAt: sessionExpiresAt, lastSeenAt: sessionLastSeenAt });
    const expiresAt = String(stored.expiresAt);
    if (Date.parse(expiresAt) <= this.now()) {
      await this.revoke(token);
      return undefined;
    }
    const seen = seenOf(stored.lastSeenAt);
    await this.noteSeen(tokenHash, seen.lastSeenAt);
    return { session: { adminId: Number(account.id), expiresAt, ...seen }, account };
  }

  /**
   * Writes when a request used the session, if this node has not written it (nor read a
   * value written) within the last minute: one UPDATE of that column alone, without a
   * new version, so that most requests write nothing. A failed write costs the request nothing.
   */
  private async noteSeen(tokenHash: string, storedLastSeenAt: string | undefined): Promise<void> {
    const now = this.now();
    const stored = storedLastSeenAt ? Date.parse(storedLastSeenAt) : Number.NaN;
    const known = Math.max(this.seenWritten.get(tokenHash) ?? 0, Number.isNaN(stored) ? 0 : stored);
    if (now - known < SEEN_EVERY_MS) return;
    this.seenWritten.set(tokenHash, now);
    if (this.seenWritten.size > SEEN_KEPT) {
      for (const [hash, at] of this.seenWritten) if (now - at >= SEEN_EVERY_MS) this.seenWritten.delete(hash);
    }
    const { lastSeenAt } = this.sessions.encode({ lastSeenAt: new Date(now).toISOString() });
    await this.sessions.db
      .updateTable(this.sessions.table)
      .set({ lastSeenAt })
      .where('tokenHash', '=', tokenHash)
      .execute()
      .catch(() => {});
  }

  /** The live sessions of an account, newest first; `token` marks the caller's own as current. */
  async listOf(adminId: number, token?: string): Promise<ListedSession[]> {
    const currentHash = token ? hashToken(token) : undefined;
    const now = this.now();
    return (await this.sessions.findWhere({ adminId }))
      .filter((row) => Date.parse(String(row.expiresAt)) > now)
      .sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)) || Number(b.id) - Number(a.id))
      .map((row) => ({
        id: Number(row.id),
        adminId: Number(row.adminId),
        createdAt: String(row.createdAt),
        lastSeenAt: textOrNull(row.lastSeenAt),
        expiresAt: String(row.expiresAt),
        remember: row.remember === true,
        ip: textOrNull(row.ip),
        userAgent: textOrNull(row.userAgent),
        current: row.tokenHash === currentHash,
      }));
  }

  /**
   * Ends the session `sessionId` if it is one of `adminId`'s; false when there is no such
   * session of that account (another's id ends nothing). Its cached lookup goes with it.
   */
  async revokeById(adminId: number, sessionId: number): Promise<boolean> {
    const row = await this.sessions.findById(sessionId);
    if (!row || Number(row.adminId) !== adminId) return false;
    const tokenHash = String(row.tokenHash);
    const ended = await this.sessions.deleteWhere({ tokenHash, adminId });
    await this.cache?.del(CACHE_PREFIX + tokenHash);
    this.seenWritten.delete(tokenHash);
    return ended > 0;
  }

  async revoke(token: string): Promise<void> {
    const tokenHash = hashToken(token);
    await this.sessions.deleteWhere({ tokenHash });
    await this.cache?.del(CACHE_PREFIX + tokenHash);
    this.seenWritten.delete(tokenHash);
  }

  /** Ends every session of an account at once (disabled account, changed password); how many ended. */
  async revokeAllOf(adminId: number): Promise<number> {
    const rows = await this.sessions.findWhere({ adminId });
    await this.sessions.deleteWhere({ adminId });
    for (const row of rows) await this.cache?.del(CACHE_PREFIX + String(row.tokenHash));
    return rows.length;
  }

  /**
   * Drops cached lookups of sessions whose rows went with their account (a deleted
   * admin's sessions are deleted by the database, so revokeAllOf would find none).
   */
  async forgetCached(tokenHashes: readonly string[]): Promise<void> {
    for (const tokenHash of tokenHashes) await this.cache?.del(CACHE_PREFIX + tokenHash);
  }

  /** Ends every session of an account but the one of `keepToken` (a password changed from that session); how many ended. */
  async revokeOthersOf(adminId: number, keepToken: string): Promise<number> {
    const kept = hashToken(keepToken);
    let ended = 0;
    for (const row of await this.sessions.findWhere({ adminId })) {
      const tokenHash = String(row.tokenHash);
      if (tokenHash === kept) continue;
      ended += await this.sessions.deleteWhere({ tokenHash });
      await this.cache?.del(CACHE_PREFIX + tokenHash);
    }
    return ended;
  }
}

export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function seenOf(lastSeenAt: unknown): { lastSeenAt?: string } {
  return typeof lastSeenAt === 'string' ? { lastSeenAt } : {};
}

function parseSession(text: string): Session | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && 'adminId' in value && 'expiresAt' in value) {
      const seen = 'lastSeenAt' in value ? seenOf(value.lastSeenAt) : {};
      return { adminId: Number(value.adminId), expiresAt: String(value.expiresAt), ...seen };
    }
  } catch {
    // A damaged entry is treated as a cache miss.
  }
  return undefined;
}
