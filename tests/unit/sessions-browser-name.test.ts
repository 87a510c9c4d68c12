import { describe, expect, it } from 'vitest';
import { browserNameOf } from '../../server/features/sessions/browser-name';

describe('the short name of a session’s browser', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
      'Edge 120 (Windows)',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
      'Safari 17 (macOS)',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
      'Safari 17 (iOS)',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
      'Chrome 120 (Android)',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; V2203A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/107.0.5304.141 Mobile Safari/537.36 MicroMessenger/8.0.44',
      'WeChat 8 (Android)',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0', 'Firefox 121 (Linux)'],
    ['curl/8.5.0', 'curl 8'],
  ])('names %s', (userAgent, name) => {
    expect(browserNameOf(userAgent)).toBe(name);
  });

  it('gives null for an empty or unknown user agent, and reads only the start of a huge one', () => {
    expect(browserNameOf(null)).toBeNull();
    expect(browserNameOf('')).toBeNull();
    expect(browserNameOf('SomethingElse/1.0')).toBeNull();
    expect(browserNameOf(`${'x'.repeat(5000)} Firefox/121.0`)).toBeNull();
  });
});
