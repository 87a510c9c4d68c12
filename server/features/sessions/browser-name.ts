/** Browsers and clients told apart by their user agent, the more specific first (Edge and Opera also say Chrome). */
const BROWSERS: readonly [pattern: RegExp, name: string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\bMicroMessenger\/(\d+)/, 'WeChat'],
  [/\bUCBrowser\/(\d+)/, 'UC Browser'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\bHeadlessChrome\/(\d+)/, 'Headless Chrome'],
  [/\bChromium\/(\d+)/, 'Chromium'],
  [/\b(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)(?:\.\d+)*(?: Mobile\/\S+)? Safari\//, 'Safari'],
  [/^curl\/(\d+)/, 'curl'],
  [/^(?:node|undici)\b/, 'Node.js'],
  [/^lightMyRequest\b/, 'Test client'],
];

/** Operating systems, the more specific first (Android also says Linux, iOS also says Mac OS X). */
const SYSTEMS: readonly [pattern: RegExp, name: string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bHarmonyOS\b/, 'HarmonyOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * A short readable name of the browser a session was signed in with, such as
 * "Chrome 120 (Windows)", from its user agent; null when nothing in it is known.
 */
export function browserNameOf(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const text = userAgent.slice(0, 1000);
  let browser: string | undefined;
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(text);
    if (match) {
      browser = match[1] ? `${name} ${match[1]}` : name;
      break;
    }
  }
  const system = SYSTEMS.find(([pattern]) => pattern.test(text))?.[1];
  if (browser && system) return `${browser} (${system})`;
  return browser ?? system ?? null;
}
