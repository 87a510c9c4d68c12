import { randomBytes } from 'node:crypto';
import { Code } from '../../../../contract/errors';
import type { CacheStore } from '../../../cache/cache-store';
import { ApiError } from '../../../http/api-error';

/** How long a sign-in step (a password awaiting its second factor, a passkey's challenge) stays open. */
export const CHALLENGE_SECONDS = 300;
/** Wrong codes one challenge takes before it closes and the sign-in starts again. */
export const MAX_TRIES = 5;

/**
 * Short-lived, single-use steps of a sign-in, kept in the shared cache (Redis across nodes, so a
 * step opened on one node is finished on any). A challenge is a random id naming its state;
 * `finish` closes it once and for all, so the same challenge answered twice is refused (6202),
 * as is one past its time, one of another kind, and one never issued.
 */
export class SignInChallenges {
  constructor(private readonly cache: CacheStore) {}

  async open<State extends object>(kind: string, state: State): Promise<string> {
    const id = randomBytes(24).toString('base64url');
    await this.cache.set(keyOf(kind, id), JSON.stringify(state), CHALLENGE_SECONDS);
    return id;
  }

  /** The open challenge's state; 6202 for an unknown, expired, finished or foreign one. */
  async read<State extends object>(kind: string, id: unknown): Promise<State> {
    if (typeof id !== 'string' || !/^[\w-]{16,64}$/.test(id)) throw expired();
    const text = await this.cache.get(keyOf(kind, id));
    if (!text) throw expired();
    return JSON.parse(text) as State;
  }

  /** Counts a wrong answer; past MAX_TRIES the challenge closes. Answers whether it is still open. */
  async countWrong(kind: string, id: string): Promise<boolean> {
    const tries = await this.cache.incr(`${keyOf(kind, id)}:wrong`);
    if (tries === 1) await this.cache.expire(`${keyOf(kind, id)}:wrong`, CHALLENGE_SECONDS);
    if (tries < MAX_TRIES) return true;
    await this.close(kind, id);
    return false;
  }

  /**
   * Takes the challenge for good: only the first caller gets true (two nodes answering the same
   * challenge at once cannot both sign in), and the state is gone.
   */
  async finish(kind: string, id: string): Promise<void> {
    const claims = await this.cache.incr(`${keyOf(kind, id)}:taken`);
    if (claims === 1) await this.cache.expire(`${keyOf(kind, id)}:taken`, CHALLENGE_SECONDS);
    await this.close(kind, id);
    if (claims !== 1) throw expired();
  }

  async close(kind: string, id: string): Promise<void> {
    await this.cache.del(keyOf(kind, id));
  }
}

function keyOf(kind: string, id: string): string {
  return `sign-in-step:${kind}:${id}`;
}

function expired(): ApiError {
  return new ApiError(Code.SECOND_FACTOR_CHALLENGE_EXPIRED);
}
