import { httpCall } from './http-calls';

/** A device API answer: the console's envelope. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export interface Heartbeat {
  siteId: number;
  siteName: string;
  pollSeconds: number;
  released: number;
  /** Fingerprint of the device configuration; another one means it changed. */
  configVersion: string;
}

export interface ConfigEntry {
  key: string;
  value: string;
  description: string | null;
}

export interface SyncedFace {
  id: number;
  version: number;
  /** When the console last wrote the face (its clock): for a registering face, when it came to register. */
  updatedAt: string;
  residentId: number;
  status: string | null;
  photoUrl?: string | null;
}

export interface SyncPage {
  residents: { id: number; version: number; personId: string | null }[];
  faces: SyncedFace[];
  removals: { id: number; residentId: number; personId: string | null; faceIds: number[] }[];
  nextCursor: string;
  more: boolean;
}

/** A face's result as a door panel gives it. */
export type FaceResult = { ok: true } | { ok: false; reason: string };

/** Thrown for an answer other than code 200: the console's code and message. */
export class RefusedCall extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(`${code} ${message}`);
  }
}

/** Codes after which calling again cannot help: an unknown or revoked credential, a MAC the site is not bound to. */
export const REFUSING_CODES = new Set([401, 6064]);

/** Codes that say "not now" (too many calls, a failure of the console's): the same call may succeed later. */
const PASSING_CODES = new Set([6048]);

/** Whether a failed call was refused for good; a network failure or a passing refusal is not. */
export function refusedForGood(error: unknown): error is RefusedCall {
  return error instanceof RefusedCall && !PASSING_CODES.has(error.code) && !(error.code >= 500 && error.code < 600);
}

/** The console's device API over HTTP as this gateway calls it: its credential and MAC address on every call. */
export class DeviceClient {
  constructor(
    private readonly base: string,
    private readonly mac: string,
    private readonly credential: string,
  ) {}

  heartbeat(panels: number): Promise<Heartbeat> {
    return this.call('POST', '/device/v1/heartbeat', { firmware: 'simulator-1.0', panels });
  }

  sync(cursor: string | undefined): Promise<SyncPage> {
    const query = new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) });
    return this.call('GET', `/device/v1/sync?${query}`);
  }

  config(): Promise<{ list: ConfigEntry[] }> {
    return this.call('GET', '/device/v1/config');
  }

  report(faceId: number, result: FaceResult): Promise<SyncedFace> {
    return this.call('POST', `/device/v1/faces/${faceId}/result`, result);
  }

  /** A photo through its signed link (no credential needed); throws with the HTTP status when refused. */
  async photo(link: string): Promise<Buffer> {
    const answer = await httpCall(new URL(link, this.base), 'GET', {});
    if (answer.status !== 200) throw new RefusedCall(answer.status, `photo download refused: HTTP ${answer.status}`);
    if (!answer.type.startsWith('image/')) throw new RefusedCall(answer.status, `photo download gave ${answer.type}`);
    return answer.body;
  }

  /** The headers a gateway opens the push channel with, as every device call. */
  get headers(): Record<string, string> {
    return { authorization: `Bearer ${this.credential}`, 'x-gateway-mac': this.mac };
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const headers = text === undefined ? this.headers : { ...this.headers, 'content-type': 'application/json' };
    const answer = await httpCall(new URL(path, this.base), method, headers, text);
    if (!answer.type.includes('json')) throw new RefusedCall(answer.status, `HTTP ${answer.status} ${answer.type}`);
    const envelope = JSON.parse(answer.body.toString('utf8')) as Envelope<T>;
    if (envelope.code !== 200) throw new RefusedCall(envelope.code, envelope.msg);
    return envelope.data;
  }
}
