import { deploymentChannel } from '../../../cache/deployment-channel';
import type { Notices } from '../../../cache/notices';
import type { ChangeKind } from './channel-protocol';

/**
 * What one node tells every node of the deployment about its gateways, through the
 * cache's notices (Redis pub/sub, or this process alone):
 * - `changes`: rows of these kinds (or the device configuration) changed at these sites
 *   (`sites: 'all'` for the configuration, which every gateway reads);
 * - `revoked`: the site was unbound or bound again, its credential opens nothing now;
 * - `opened`: a gateway opened its channel on some node (connection `id`, asked for `at`), so
 *   a connection of the same site held elsewhere and asked for earlier is replaced.
 */
export type FleetNotice =
  | { type: 'changes'; sites: { siteId: number; kinds: ChangeKind[] }[] }
  | { type: 'config' }
  | { type: 'revoked'; siteId: number }
  | { type: 'opened'; siteId: number; id: string; at: number };

/**
 * The notices' channel, named after the deployment: another deployment's notices about its
 * site 5 must not close or wake the gateway of ours.
 */
export function fleetChannel(secretKey: Buffer | string): string {
  return deploymentChannel(secretKey, 'gateways');
}

export class FleetNotices {
  constructor(
    private readonly notices: Notices,
    private readonly channel: string,
    private readonly warn: (error: unknown, what: string) => void,
  ) {}

  tell(notice: FleetNotice): void {
    this.notices
      .publish(this.channel, JSON.stringify(notice))
      .catch((error: unknown) => this.warn(error, 'gateway notice not sent'));
  }

  hear(listener: (notice: FleetNotice) => void): Promise<() => Promise<void>> {
    return this.notices.subscribe(this.channel, (message) => {
      const notice = readNotice(message);
      if (notice) listener(notice);
    });
  }
}

function readNotice(message: string): FleetNotice | undefined {
  try {
    const notice = JSON.parse(message) as FleetNotice;
    return typeof notice === 'object' && notice !== null && typeof notice.type === 'string' ? notice : undefined;
  } catch {
    return undefined;
  }
}
