import { join } from 'node:path';
import { ensureWebBuild } from '../../server/web-build';

/** Vitest global setup: the browser suites drive the built app, so build it once when stale. */
export default function setup(): void {
  ensureWebBuild(join(import.meta.dirname, '../..'));
}
