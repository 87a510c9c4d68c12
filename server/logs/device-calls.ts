import type { FastifyReply, FastifyRequest } from 'fastify';
import { SUCCESS_CODE } from '../../contract/envelope';
import type { DeviceTrafficCounter } from './device-traffic';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site of the gateway calling the device API, set once its credential is checked. */
    deviceSiteId?: number;
  }
}

/** Who made a call, as the API request log's `origin` says it. */
export type CallOrigin = 'admin' | 'device';

const DEVICE_PREFIX = '/device/';

/** A call of the device API: a gateway's credential named its site, or its path is under `/device/`. */
export function originOf(request: FastifyRequest): CallOrigin {
  return request.deviceSiteId !== undefined || request.url.startsWith(DEVICE_PREFIX) ? 'device' : 'admin';
}

/** An error as the API log statistics count one: HTTP 400 or more, or a business code other than 200. */
export function failedCall(statusCode: number, businessCode: number | undefined): boolean {
  return statusCode >= 400 || (businessCode !== undefined && businessCode !== SUCCESS_CODE);
}

/** The bytes of the call's body and of its answer's, as their Content-Length headers say (0 when absent). */
export function callBytes(request: FastifyRequest, reply: FastifyReply): number {
  const length = (value: unknown) => {
    const bytes = Number(Array.isArray(value) ? value[0] : value);
    return Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  };
  return length(request.headers['content-length']) + length(reply.getHeader('content-length'));
}

/** The sites logged in full for now (LoggedDeviceSites). */
export interface FullLogging {
  has(siteId: number): boolean;
}

/**
 * What the API request log does with a device call: counts it under its site (device
 * traffic) and says whether it is also written as a row of its own, which it is when it
 * failed or when its site is logged in full. A call whose site is unknown (refused before
 * its credential was read, or a photo fetched through a signed link) is not counted; it is
 * written when it failed.
 */
export class DeviceCalls {
  constructor(
    private readonly traffic: DeviceTrafficCounter | undefined,
    private readonly fullLogging: FullLogging,
  ) {}

  keeps(request: FastifyRequest, reply: FastifyReply): boolean {
    const failed = failedCall(reply.statusCode, request.businessCode);
    const siteId = request.deviceSiteId;
    if (siteId === undefined) return failed;
    this.traffic?.count(siteId, { bytes: callBytes(request, reply), failed });
    return failed || this.fullLogging.has(siteId);
  }
}
