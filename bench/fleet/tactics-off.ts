import type { AdminClient } from './admin-client';

/**
 * Turns every auto-detect tactic off: the bench measures the way a face takes to its
 * gateway, not the photo checks before it (those are `npm run bench:tactics`'s, bound by
 * the face detector at about 30 photos a second on this machine).
 */
export async function tacticsOff(admin: AdminClient): Promise<void> {
  type Tactic = { id: number; enabled: boolean; version: number };
  const tactics = await admin.call<{ list: Tactic[] }>('GET', '/api/auto-detect-tactics?pageSize=100');
  for (const tactic of tactics.list.filter((row) => row.enabled)) {
    await admin.call('PUT', `/api/auto-detect-tactics/${tactic.id}`, { enabled: false, version: tactic.version });
  }
}
