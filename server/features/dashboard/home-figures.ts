import type { ApiErrorFigures, SiteFigures } from '../../../contract/home';
import type { CacheStore } from '../../cache/cache-store';
import type { FeatureTables } from '../../db/resource-tables';
import { countApiErrors } from './api-errors';
import { deviceMinutesByScope } from './device-calls';
import { bucketWindows } from './registration-buckets';
import { refreshRegistrationHours } from './registration-hours';
import { computeSiteFigures, type FiguresScope, noSiteFigures } from './site-figures';

/**
 * How long a refresh's figures stay in the cache store. Refreshes come every 30 s; when
 * none has come for this long (the job paused, every node stopped scheduling), the
 * next visit refreshes them itself.
 */
const KEEP_SECONDS = 300;
const LATEST = 'home:figures:latest';
const entryKey = (refresh: string, scope: FiguresScope) => `home:figures:${refresh}:${scope}`;

interface Latest {
  refreshedAt: string;
  apiErrors?: ApiErrorFigures;
}

export interface FiguresOf {
  refreshedAt: string;
  siteFigures: SiteFigures;
  apiErrors?: ApiErrorFigures;
}

/**
 * Home's figures, kept in the shared cache store so every node answers the same ones:
 * one entry per account owning sites and one for all sites, written under the refresh's
 * instant, then the pointer to that refresh. A reader follows the pointer, so it never
 * mixes two refreshes; an account with no entry in the refresh it reads owns no site.
 */
export class HomeFigures {
  private refreshing: Promise<Latest> | undefined;
  /** Entries of the latest refresh already read and parsed by this process. */
  private parsed = { refreshedAt: '', entries: new Map<FiguresScope, SiteFigures>() };

  constructor(
    private readonly tables: FeatureTables,
    private readonly cache: CacheStore,
  ) {}

  /** Counts everything again and publishes it; answers how many scopes were written. */
  async refresh(now = new Date()): Promise<number> {
    const windows = bucketWindows(now);
    const registrations = await refreshRegistrationHours(this.tables, this.cache, windows, now);
    const deviceMinutes = await deviceMinutesByScope(this.tables, windows.lastHour);
    const figures = await computeSiteFigures(this.tables, windows, registrations, deviceMinutes);
    const apiErrors = await countApiErrors(this.tables, now);
    const refreshedAt = now.toISOString();
    // A minute longer than the pointer, so that a reader who just read the pointer still finds them.
    for (const [scope, siteFigures] of figures)
      await this.cache.set(entryKey(refreshedAt, scope), JSON.stringify(siteFigures), KEEP_SECONDS + 60);
    const latest: Latest = { refreshedAt, apiErrors };
    await this.cache.set(LATEST, JSON.stringify(latest), KEEP_SECONDS);
    return figures.size;
  }

  /** The figures of one scope as the latest refresh left them (refreshing first when there is none). */
  async read(scope: FiguresScope): Promise<FiguresOf> {
    const latest = await this.latest();
    if (this.parsed.refreshedAt !== latest.refreshedAt)
      this.parsed = { refreshedAt: latest.refreshedAt, entries: new Map() };
    let siteFigures = this.parsed.entries.get(scope);
    if (!siteFigures) {
      const entry = await this.cache.get(entryKey(latest.refreshedAt, scope));
      siteFigures = entry
        ? (JSON.parse(entry) as SiteFigures)
        : noSiteFigures(bucketWindows(new Date(latest.refreshedAt)));
      this.parsed.entries.set(scope, siteFigures);
    }
    return { refreshedAt: latest.refreshedAt, siteFigures, apiErrors: latest.apiErrors };
  }

  private async latest(): Promise<Latest> {
    const stored = await this.cache.get(LATEST);
    if (stored) return JSON.parse(stored) as Latest;
    // One refresh at a time in this process, however many visits arrive before it ends.
    this.refreshing ??= this.refresh()
      .then(async () => JSON.parse((await this.cache.get(LATEST)) ?? '{}') as Latest)
      .finally(() => {
        this.refreshing = undefined;
      });
    return this.refreshing;
  }
}
