import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium; browser downloads are not used. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Whether the browser suites can run. Locally a missing Chromium skips them with a
 * message; on CI (CI set) it is a failure, so the suite cannot silently vanish.
 */
export function chromiumAvailable(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.env.CI)
    throw new Error(`Chromium is not installed at ${CHROMIUM_PATH}: on CI the browser suites must run`);
  process.stdout.write(`Browser suite skipped: no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium)\n`);
  return false;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
      '--no-first-run',
    ],
  });
}
