import type { Notices } from '../../../cache/notices';
import type { LiveEntities } from './live-entities';

/** The channel on which a node tells the others that it published an entity. */
export const PUBLICATION_CHANNEL = 'console:entity-published';

/** Seconds between looks in the database when nothing else tells a node of a publication. */
export const POLL_SECONDS_ALONE = 2;
/** …and when Redis tells it at once: the look is then only the fallback for a notice missed. */
export const POLL_SECONDS_WITH_NOTICES = 30;

type Warn = (error: unknown, what: string) => void;

/** The body of a notice: which publication (its id in `published_entity`) and of which entity. */
interface PublicationNotice {
  id: number;
  name: string;
}

function noticeOf(message: string): PublicationNotice | undefined {
  try {
    const notice = JSON.parse(message) as Partial<PublicationNotice>;
    return Number.isSafeInteger(notice.id) && typeof notice.name === 'string'
      ? (notice as PublicationNotice)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Has this node take in a publication as soon as any node sharing the cache announces it.
 * A node reads the publication from its own database, so a notice from elsewhere (another
 * deployment on the same Redis) costs one cheap look and changes nothing.
 */
export function hearPublications(notices: Notices, live: LiveEntities, warn: Warn): Promise<() => Promise<void>> {
  return notices.subscribe(PUBLICATION_CHANNEL, (message) => {
    const notice = noticeOf(message);
    if (notice) live.noticed(notice.id).catch((error: unknown) => warn(error, 'published entity not taken in'));
  });
}

/** Tells the other nodes of a committed publication; a notice that cannot be sent waits for their next look. */
export function announcePublication(notices: Notices, notice: PublicationNotice, warn: Warn): void {
  notices
    .publish(PUBLICATION_CHANNEL, JSON.stringify({ id: notice.id, name: notice.name }))
    .catch((error: unknown) => warn(error, 'publication not announced'));
}
