import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INITIAL_JAVASCRIPT_BUDGET, measureInitialJavaScript } from '../../server/web-build-size';

const BUILD = join(import.meta.dirname, '../../dist');

/**
 * The browser app as built (the test run's global setup builds it when stale; this
 * builds nothing): what /login loads first stays within 400 kB gzipped, and the heavy
 * features are chunks of their own, loaded when used.
 */
describe.runIf(existsSync(join(BUILD, 'index.html')))('the initial JavaScript of /login', () => {
  const measured = measureInitialJavaScript(BUILD);

  it('is measured from the built index.html and its manifest', () => {
    expect(measured, 'dist/.vite/manifest.json is missing: build with `npm run build`').toBeDefined();
    expect(measured?.files.length).toBeGreaterThan(0);
    expect(measured?.files[0].file).toMatch(/^assets\/index-.*\.js$/);
  });

  it('stays under 400 kB gzipped', () => {
    expect(INITIAL_JAVASCRIPT_BUDGET).toBe(400_000);
    expect(measured?.gzipBytes).toBeLessThanOrEqual(INITIAL_JAVASCRIPT_BUDGET);
  });

  it('leaves the spreadsheet library, the engine screens and the legal texts out', () => {
    const initial = measured?.files.map((file) => file.file).join(' ') ?? '';
    expect(initial).not.toMatch(/exceljs/);
    expect(initial).not.toMatch(/SchemaList|SchemaForm/);
    expect(initial).not.toMatch(/appPrivacy|webServiceTerms/);
  });
});
