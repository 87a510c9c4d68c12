import type { FastifyBaseLogger } from 'fastify';
import type { ChannelHub } from './channel-hub';
import { CLOSE } from './channel-protocol';
import type { ConfigVersionCache } from './config-version-cache';
import type { FleetNotice } from './fleet-notices';

/** What a notice from any node (this one included) means for the channels this node holds. */
export function deliverNotice(
  hub: ChannelHub,
  versions: ConfigVersionCache,
  notice: FleetNotice,
  log: FastifyBaseLogger,
): void {
  if (notice.type === 'changes' && Array.isArray(notice.sites)) {
    for (const { siteId, kinds } of notice.sites) hub.of(siteId)?.send({ type: 'changes', kinds });
  } else if (notice.type === 'config') {
    versions.forget();
    versions
      .get()
      .then((configVersion) => {
        for (const connection of hub.all()) connection.send({ type: 'changes', kinds: ['config'], configVersion });
      })
      .catch((error: unknown) => log.warn({ err: error }, 'device configuration version not read'));
  } else if (notice.type === 'revoked') {
    hub.of(notice.siteId)?.close(CLOSE.REVOKED, 'the site’s binding ended');
  } else if (notice.type === 'opened') {
    const held = hub.of(notice.siteId);
    if (held && held.id !== notice.id && !held.isNewerThan({ requestedAt: Number(notice.at) })) {
      held.close(CLOSE.REPLACED, 'replaced by a newer connection of the same gateway');
    }
  }
}
