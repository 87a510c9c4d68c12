import type { RevisionView } from '../../../contract/record-history';
import type { Locale } from '../../../contract/resource';
import { shippedTextIn } from '../../../contract/shipped-texts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Who made a revision, in the reader's language: the admin's name, the gateway of a site, a job by its name, the server. */
export function actorText(
  revision: Pick<RevisionView, 'actorKind' | 'actorName'> & { siteId?: number | null },
  translate: Translate,
  locale: Locale,
): string {
  const name = revision.actorName;
  switch (revision.actorKind) {
    case 'admin':
      return name ?? translate('app.history.actor_admin_gone');
    case 'gateway':
      return translate('app.history.actor_gateway', { name: name ?? `#${revision.siteId ?? ''}` });
    case 'job':
      return translate('app.history.actor_job', { name: shippedTextIn(name, locale) ?? name ?? '' });
    default:
      return translate('app.history.actor_system');
  }
}
