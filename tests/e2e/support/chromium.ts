import { execFileSync } from 'node:child_process';
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

/**
 * Whether the machine has a font with Chinese characters, without which the Chinese
 * screens show empty boxes. Locally its absence skips the check with a message; on CI
 * it is a failure (`.ci/run` installs fonts-noto-cjk).
 */
export function chineseFontAvailable(): boolean {
  let families = '';
  try {
    families = execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).trim();
  } catch {
    // No fontconfig: no font either.
  }
  if (families !== '') return true;
  if (process.env.CI) throw new Error('No Chinese font is installed: on CI the Chinese screens must be legible');
  process.stdout.write('Chinese glyph check skipped: no Chinese font (apt-get install -y fonts-noto-cjk)\n');
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
