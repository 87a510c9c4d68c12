import fs from 'node:fs';
import path from 'node:path';
import type { GatewayIdentity } from './simulated-gateway';

/**
 * A fleet's credentials file: a JSON array of `{"mac", "credential", "siteId"?}`, one
 * entry a gateway. Missing: no entry yet. Anything else that is not such an array is an
 * Error naming the file and the first bad entry.
 */
export function readCredentials(file: string): GatewayIdentity[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const entries: unknown = JSON.parse(text);
  if (!Array.isArray(entries)) throw new Error(`${file}: a JSON array of {mac, credential, siteId?} is expected`);
  return entries.map((entry: unknown, index) => {
    const { mac, credential, siteId } = (entry ?? {}) as Record<string, unknown>;
    if (
      typeof mac !== 'string' ||
      typeof credential !== 'string' ||
      !(siteId === undefined || Number.isInteger(siteId))
    ) {
      throw new Error(`${file}: entry ${index} is not {mac, credential, siteId?}`);
    }
    return siteId === undefined ? { mac, credential } : { mac, credential, siteId: siteId as number };
  });
}

/** Writes the credentials, readable by their owner only (they open the device API), replacing the file whole. */
export function writeCredentials(file: string, gateways: GatewayIdentity[]): void {
  const scratch = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}`);
  fs.writeFileSync(scratch, `${JSON.stringify(gateways, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(scratch, file);
}
