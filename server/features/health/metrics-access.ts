import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { type PermissionOfRequest, PUBLIC, tokenOf } from '../../auth/route-permission';

/** The permission code that lets an account read `/metrics` (contract/routes.ts). */
export const METRICS_PERMISSION = 'metrics';

/**
 * Who may read `/metrics`: a scraper presenting METRICS_TOKEN as its bearer token, or
 * an account holding `metrics` (any other token is checked as an account's).
 */
export function metricsPermission(metricsToken: string | undefined): PermissionOfRequest {
  if (metricsToken === undefined) return () => METRICS_PERMISSION;
  const expected = digest(metricsToken);
  return (request: FastifyRequest) => {
    const token = tokenOf(request);
    return token !== undefined && timingSafeEqual(digest(token), expected) ? PUBLIC : METRICS_PERMISSION;
  };
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
