import path from 'node:path';
import { describeInitialJavaScript, INITIAL_JAVASCRIPT_BUDGET, measureInitialJavaScript } from './web-build-size';

/**
 * The last line of `npm run build`, after Vite's list of chunks: how much JavaScript
 * the sign-in page loads first. Over the budget, the build fails.
 */
const buildDir = path.join(import.meta.dirname, '..', 'dist');
const measured = measureInitialJavaScript(buildDir);
if (!measured) {
  process.stderr.write(`No build with its manifest in ${buildDir}: run vite build first.\n`);
  process.exit(1);
}
process.stdout.write(`${describeInitialJavaScript(measured)}\n`);
if (measured.gzipBytes > INITIAL_JAVASCRIPT_BUDGET) process.exitCode = 1;
