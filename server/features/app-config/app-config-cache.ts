import type { FeatureTables } from '../../db/resource-tables';
import { type AppConfigAnswer, appConfigAnswer, entityTagOf } from './app-config-answer';

/** How long an answer is kept, in seconds; also the Cache-Control max-age the app is told. */
export const APP_CONFIG_MAX_AGE_SECONDS = 60;

interface Cached {
  answer: AppConfigAnswer;
  tag: string;
  at: number;
}

/**
 * The answer of GET /app/config kept in memory. Every write of an app-config row drops it
 * once committed, on this node and (told through the cache's notices) on every other; a
 * notice missed, the answer lives at most its lifetime, which bounds how stale it can be.
 */
export class AppConfigCache {
  private cached: Cached | undefined;
  /** Bumped on every drop, so a read that began before a write never stores its old rows. */
  private generation = 0;

  constructor(
    private readonly tables: FeatureTables,
    private readonly lifetimeMs = APP_CONFIG_MAX_AGE_SECONDS * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  async current(): Promise<Cached> {
    if (this.cached && this.now() - this.cached.at < this.lifetimeMs) return this.cached;
    const started = this.generation;
    const answer = appConfigAnswer(await this.tables.of('app-config').findWhere({}));
    const fresh = { answer, tag: entityTagOf(answer), at: this.now() };
    if (started === this.generation) this.cached = fresh;
    return fresh;
  }

  drop(): void {
    this.generation += 1;
    this.cached = undefined;
  }
}
