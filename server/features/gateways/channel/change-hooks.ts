import type { ResourceServices } from '../../../crud/resource-services';
import type { WriteContext, WriteEvent } from '../../../crud/write-hooks';
import type { ChangeKind } from './channel-protocol';
import type { FleetNotices } from './fleet-notices';

const WRITES: WriteEvent[] = ['afterCreate', 'afterUpdate', 'afterDelete'];

/** The kind of change a committed write of each synced resource is to its site's gateway, if any. */
const KIND_OF: Record<string, (context: WriteContext) => ChangeKind | undefined> = {
  resident: () => 'residents',
  // A face is the gateway's work only while it is registering; its result (or an admin's
  // verdict) on one it holds reaches it with its next sync.
  face: ({ after }) => (after?.status === 'registering' ? 'faces' : undefined),
  'gateway-removal': ({ event }) => (event === 'afterCreate' ? 'removals' : undefined),
};

/**
 * Tells every node, once a write has committed, which sites have changes waiting for
 * their gateway, and when the device configuration changed. The changes of one turn of
 * the event loop go out together, one notice for many writes (an import, a batch).
 */
export function announceChanges(services: ResourceServices, notices: FleetNotices): void {
  let waiting: Map<number, Set<ChangeKind>> | undefined;
  const send = () => {
    const sites = [...(waiting ?? [])].map(([siteId, kinds]) => ({ siteId, kinds: [...kinds] }));
    waiting = undefined;
    notices.tell({ type: 'changes', sites });
  };
  const changed = (siteId: number, kind: ChangeKind) => {
    if (!waiting) {
      waiting = new Map();
      setImmediate(send);
    }
    const kinds = waiting.get(siteId) ?? new Set<ChangeKind>();
    kinds.add(kind);
    waiting.set(siteId, kinds);
  };

  for (const [resource, kindOf] of Object.entries(KIND_OF)) {
    for (const event of WRITES) {
      services.on(resource, event, (context) => {
        const kind = kindOf(context);
        const siteId = Number((context.after ?? context.before)?.siteId);
        if (kind && Number.isSafeInteger(siteId)) context.afterCommit(() => changed(siteId, kind));
      });
    }
  }
  for (const event of WRITES) {
    services.on('device-config', event, ({ afterCommit }) => afterCommit(() => notices.tell({ type: 'config' })));
  }
}

/** Tells every node once a site's binding ends or is replaced: its gateway's channel closes. */
export function announceRevocations(services: ResourceServices, notices: FleetNotices): void {
  services.on('site', 'afterUpdate', ({ before, after, afterCommit }) => {
    const revoked = before?.bound === true && (after?.bound !== true || after.credentialHash !== before.credentialHash);
    if (revoked) afterCommit(() => notices.tell({ type: 'revoked', siteId: Number(before.id) }));
  });
  services.on('site', 'afterDelete', ({ before, afterCommit }) => {
    if (before?.bound === true) afterCommit(() => notices.tell({ type: 'revoked', siteId: Number(before.id) }));
  });
}
