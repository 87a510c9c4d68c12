import { createHmac, timingSafeEqual } from 'node:crypto';
import { Code } from '../../../contract/errors';
import { ApiError } from '../../http/api-error';
import { DEVICE_PREFIX } from './device-schemas';

/** What the query of a photo link holds. */
export interface PhotoLinkQuery {
  expires?: string;
  signature?: string;
}

/**
 * Signed, expiring links to a face photo, handed to the face's gateway at sync:
 * `/device/v1/faces/:id/photo?expires=<unix seconds>&signature=<HMAC-SHA256>`. The
 * key is derived from the server's secret key (SECRET_KEY or its key file), so every
 * node signs and checks alike and a link cannot be made or stretched without it.
 */
export class PhotoLinks {
  private readonly key: Buffer;

  constructor(
    secretKey: Buffer,
    private readonly lifetimeSeconds: number,
  ) {
    this.key = createHmac('sha256', secretKey).update('device face photo links').digest();
  }

  /** A link to the photo of face `id`, working until `now` plus the configured lifetime. */
  linkTo(id: number, now = new Date()): { photoUrl: string; photoExpiresAt: string } {
    const expires = Math.floor(now.getTime() / 1000) + this.lifetimeSeconds;
    const query = new URLSearchParams({ expires: String(expires), signature: this.sign(id, expires) });
    return {
      photoUrl: `${DEVICE_PREFIX}/faces/${id}/photo?${query}`,
      photoExpiresAt: new Date(expires * 1000).toISOString(),
    };
  }

  /**
   * Refuses a link that is not one this server signed for face `id` (401, nothing
   * said of the face) and, when it is, one that has expired (403).
   */
  check(id: number, query: PhotoLinkQuery, now = new Date()): void {
    const expires = /^\d{1,12}$/.test(query.expires ?? '') ? Number(query.expires) : undefined;
    const given = Buffer.from(query.signature ?? '', 'base64url');
    const expected = expires === undefined ? undefined : Buffer.from(this.sign(id, expires), 'base64url');
    if (!expected || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new ApiError(Code.UNAUTHORIZED, 'the photo link is not signed by this console; sync again for a new one');
    }
    if (expires !== undefined && expires * 1000 < now.getTime()) {
      const at = new Date(expires * 1000).toISOString();
      throw new ApiError(Code.FORBIDDEN, `the photo link expired at ${at}; sync again for a new one`);
    }
  }

  private sign(id: number, expires: number): string {
    return createHmac('sha256', this.key).update(`face ${id} photo until ${expires}`).digest('base64url');
  }
}
