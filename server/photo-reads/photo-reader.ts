import type { Principal } from '../auth/principal';

/** Who read a face photo's bytes: an admin, a site's gateway, or the server itself. */
export type PhotoReader =
  | { kind: 'admin'; adminId: number; name: string }
  | { kind: 'gateway'; siteId: number; name: string }
  | { kind: 'system'; name: string };

/** How the bytes were read (the `via` of a `face-photo-read` row). */
export type PhotoReadWay = 'preview' | 'thumbnail' | 'gateway-link' | 'import-report' | 'restore' | 'data-report';

/** The face whose photo was read, as much of it as a read names. */
export interface ReadFace {
  id: number;
  residentId?: number | null;
  siteId?: number | null;
}

/** The admin behind a request, named by account name as the login log names them. */
export function adminReader(principal: Principal): PhotoReader {
  const name = principal.admin.accountName;
  return { kind: 'admin', adminId: principal.adminId, name: typeof name === 'string' ? name : `#${principal.adminId}` };
}

/** A site's gateway, named by its alias, else its MAC address. */
export function gatewayReader(site: { id: number; alias?: unknown; mac?: unknown }): PhotoReader {
  const name = [site.alias, site.mac].find((value) => typeof value === 'string' && value.length > 0);
  return { kind: 'gateway', siteId: site.id, name: typeof name === 'string' ? name : `site ${site.id}` };
}

/** The key one reader is known by when reads are counted once per page view. */
export function readerKey(reader: PhotoReader): string {
  if (reader.kind === 'admin') return `admin:${reader.adminId}`;
  if (reader.kind === 'gateway') return `gateway:${reader.siteId}`;
  return `system:${reader.name}`;
}
