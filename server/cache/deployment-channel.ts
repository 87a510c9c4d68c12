import { createHash } from 'node:crypto';

/**
 * A notices channel of this deployment: `console:<topic>:<digest of the secret key>`. Redis
 * pub/sub is shared by everything on the server, so each deployment's notices go on channels
 * of its own: another deployment's "site 5 changed" must not wake ours.
 */
export function deploymentChannel(secretKey: Buffer | string, topic: string): string {
  return `console:${topic}:${createHash('sha256').update(secretKey).digest('hex').slice(0, 16)}`;
}
