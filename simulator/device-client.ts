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

/** Thrown for an answer other than code 200: the console's code and message. */
export class RefusedCall extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(`${code} ${message}`);
  }
}

/** The console's device API as this gateway calls it: its credential and MAC address on every call. */
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

  report(faceId: number, result: { ok: boolean; reason?: string }): Promise<SyncedFace> {
    return this.call('POST', `/device/v1/faces/${faceId}/result`, result);
  }

  /** A photo through its signed link (no credential needed); throws with the HTTP status when refused. */
  async photo(link: string): Promise<Buffer> {
    const response = await fetch(new URL(link, this.base));
    if (!response.ok) throw new RefusedCall(response.status, `photo download refused: HTTP ${response.status}`);
    const type = response.headers.get('content-type') ?? '';
    if (!type.startsWith('image/')) throw new RefusedCall(response.status, `photo download gave ${type}`);
    return Buffer.from(await response.arrayBuffer());
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetch(new URL(path, this.base), {
      method,
      headers: {
        authorization: `Bearer ${this.credential}`,
        'x-gateway-mac': this.mac,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (envelope.code !== 200) throw new RefusedCall(envelope.code, envelope.msg);
    return envelope.data;
  }
}
