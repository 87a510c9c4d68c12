import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { describeProblems, lintApiDocument, OPENAPI_RULESET } from '../server/http/openapi-lint';

/**
 * `npm run lint:openapi`: starts the server on a scratch SQLite data directory,
 * reads the OpenAPI document it serves and lints it with Redocly's recommended
 * ruleset. Prints every problem; exits 1 on any error or warning.
 */
async function main(): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
  try {
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOB_SCHEDULES: 'false' }),
      webRoot: path.join(dataDir, 'no-web-build'),
    };
    const app = await buildApp(config, { announce: () => {} });
    try {
      await app.ready();
      const answer = await app.inject({ method: 'GET', url: '/docs/json' });
      if (answer.statusCode !== 200) throw new Error(`GET /docs/json answered ${answer.statusCode}`);
      const document = answer.json() as { paths?: Record<string, Record<string, unknown>> };
      if (process.env.OPENAPI_OUT) fs.writeFileSync(process.env.OPENAPI_OUT, JSON.stringify(document, null, 2));
      const problems = await lintApiDocument(document);
      const operations = Object.values(document.paths ?? {}).reduce((sum, item) => sum + Object.keys(item).length, 0);
      if (problems.length > 0) process.stdout.write(`${describeProblems(problems)}\n`);
      const errors = problems.filter((problem) => problem.severity === 'error').length;
      process.stdout.write(
        `OpenAPI document: ${operations} operations, Redocly ${OPENAPI_RULESET}: ${errors} errors, ${problems.length - errors} warnings\n`,
      );
      return problems.length > 0 ? 1 : 0;
    } finally {
      await app.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
