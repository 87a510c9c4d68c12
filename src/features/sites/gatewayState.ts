/** What a site's gateway column says: online, bound but offline, or not bound at all. */
export type GatewayState = 'not_bound' | 'online' | 'offline';

export function gatewayState(site: { bound?: boolean | null; gatewayOnline?: boolean | null }): GatewayState {
  if (site.gatewayOnline === true) return 'online';
  return site.bound === true ? 'offline' : 'not_bound';
}
