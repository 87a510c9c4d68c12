import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { validators } from '../contract/generated/validators.js';
import { LONGEST_PATTERN, PAGE_TIME_BUDGET_MS } from '../contract/redis-console';
import { buildApp } from '../server/app';
import { compileGlob } from '../server/cache/glob-pattern';
import { loadConfig } from '../server/config';
import { matchHeaders } from '../server/features/site-import/import-columns';
import { IMPORT_LIMITS } from '../server/features/site-import/import-limits';
import { longestText, shippedPatterns, worstTexts } from '../tests/support/shipped-patterns';
import { percentile } from './latency';

/**
 * What the bounds on costly input cost, on the inputs their tests use (the tests check
 * the bounds by counts and outcomes, never by the clock): the Redis glob matcher on
 * 200 stars and a Z, beside the backtracking regular expression it replaced; every
 * shipped schema pattern on the texts that make a backtracking engine work hardest;
 * the admin validator on a 1 MiB address; the site import's header matching on a full
 * row of 1,000,000-character cells; and a Redis console page on the in-process store
 * over long keys and a pattern costly to compare, with how long /healthz waited during
 * it. Prints Markdown tables.
 */

const PASSWORD = 'Bench#2024pw';
const GLOB_KEYS = 10_000;
const GLOB_KEY_LENGTH = 1024;
/** The backtracking regular expression gets few, short keys: 4 stars already take about 30 s on one key of 1,024. */
const REGEX_STARS = 6;
const REGEX_KEYS = 10;
const REGEX_KEY_LENGTH = 64;
const HEADER_CELL_LENGTH = 1_000_000;
const LONG_KEYS = 12_000;
const PAGES = Number(process.env.BENCH_PAGES ?? 5);
/** A pattern costly to compare with the long keys of one letter (pattern × key steps each), the longest allowed. */
const COSTLY = `*${'a'.repeat(LONGEST_PATTERN - 3)}b*`;

type Row = [what: string, input: string, time: string, aim: string];

function table(header: string[], rows: string[][]): string {
  return [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
}

function ms(value: number): string {
  if (value < 0.001) return '< 1 µs';
  if (value < 1) return `${Math.round(value * 1000)} µs`;
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${value.toFixed(value < 10 ? 1 : 0)} ms`;
}

function timed(work: () => void): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

/** The regular expression the in-process store made of a glob before the linear matcher (stars and letters only). */
function naiveGlobRegExp(pattern: string): RegExp {
  const source = Array.from(pattern, (char) => (char === '*' ? '.*' : char.replace(/[.+?^${}()|[\]\\/]/g, '\\$&')));
  return new RegExp(`^${source.join('')}$`, 's');
}

function globRows(): Row[] {
  const longKeys = Array.from({ length: GLOB_KEYS }, (_, i) => `key:${i}:`.padEnd(GLOB_KEY_LENGTH, 'x'));
  const shortKeys = Array.from({ length: REGEX_KEYS }, (_, i) => `key:${i}:`.padEnd(REGEX_KEY_LENGTH, 'x'));
  const many = compileGlob(`${'*'.repeat(200)}Z`);
  const few = compileGlob(`${'*'.repeat(REGEX_STARS)}Z`);
  const naive = naiveGlobRegExp(`${'*'.repeat(REGEX_STARS)}Z`);
  let found = 0;
  const manyTook = timed(() => {
    for (const key of longKeys) if (many.matches(key)) found++;
  });
  const fewTook = timed(() => {
    for (const key of shortKeys) if (few.matches(key)) found++;
  });
  const naiveTook = timed(() => {
    for (const key of shortKeys) if (naive.test(key)) found++;
  });
  if (found !== 0) throw new Error('a key without Z matched');
  const long = `${GLOB_KEYS.toLocaleString('en-US')} keys of ${GLOB_KEY_LENGTH.toLocaleString('en-US')} characters`;
  const short = `${REGEX_KEYS} keys of ${REGEX_KEY_LENGTH} characters`;
  return [
    ['glob `*`×200 `Z`, linear matcher', long, ms(manyTook), 'well under 1 s'],
    [`glob \`*\`×${REGEX_STARS} \`Z\`, linear matcher`, short, ms(fewTook), ''],
    [`glob \`*\`×${REGEX_STARS} \`Z\` as a backtracking regular expression (replaced)`, short, ms(naiveTook), ''],
  ];
}

interface PatternFigure {
  at: string;
  pattern: string;
  longest: number;
  texts: number;
  slowest: number;
  total: number;
}

function patternFigures(): PatternFigure[] {
  return shippedPatterns().map((shipped) => {
    const longest = longestText(shipped);
    const regex = new RegExp(shipped.pattern, 'u');
    const times = worstTexts(longest).map((text) => timed(() => regex.test(text)));
    return {
      at: shipped.at,
      pattern: shipped.pattern,
      longest,
      texts: times.length,
      slowest: Math.max(...times),
      total: times.reduce((sum, time) => sum + time, 0),
    };
  });
}

function validatorRow(): Row {
  const email = `a@${'.'.repeat(1024 * 1024)}@`;
  const admin = {
    accountName: 'someone',
    name: 'Some',
    surname: 'One',
    countryCode: '86',
    phone: '13800000000',
    email,
  };
  let valid = true;
  const took = timed(() => {
    valid = validators.admin.create(admin);
  });
  if (valid) throw new Error('the 1 MiB address passed');
  return ['admin validator', 'an address of 1 MiB', ms(took), 'under 1 s'];
}

function headerRow(): Row {
  const columns = [
    { name: 'firstName', label: { en: 'First name', zh: '名' }, required: true },
    { name: 'personId', label: { en: 'Person id', zh: '人员 ID' }, required: true },
  ];
  const cells = Array.from({ length: IMPORT_LIMITS.maxColumns }, () => 'x'.repeat(HEADER_CELL_LENGTH));
  let matched = -1;
  const took = timed(() => {
    matched = matchHeaders(cells, columns).size;
  });
  if (matched !== 0) throw new Error('a long header cell was taken');
  const input = `${IMPORT_LIMITS.maxColumns} cells of ${HEADER_CELL_LENGTH.toLocaleString('en-US')} characters`;
  return ['site import header matching', input, ms(took), 'under 500 ms'];
}

/**
 * Pages of the costly pattern over long keys, each from the start, through HTTP on a
 * local port, with /healthz asked again and again, one probe after another, during each.
 */
async function consoleRows(): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-costly-input-'));
  const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn', SIGN_IN_REQUESTS_PER_MINUTE: '0' };
  const app = await buildApp(loadConfig(env), { announce: () => {} });
  try {
    for (let i = 0; i < LONG_KEYS; i++) await app.backend.cache.set(`${'a'.repeat(1000)}:${i}`, 'x');
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const login = await fetch(`${base}/account/web/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accountName: 'admin', password: PASSWORD }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const url = `${base}/api/redis-console/keys?${new URLSearchParams({ pattern: COSTLY, count: '1000' })}`;
    const pageTimes: number[] = [];
    const waits: number[] = [];
    let scanned = 0;
    for (let round = 0; round < PAGES; round++) {
      let answered = false;
      const started = performance.now();
      const page = fetch(url, { headers: { token } }).then(async (response) => {
        const body = (await response.json()) as { code: number; data: { cutShort: boolean; scanned: number } };
        answered = true;
        pageTimes.push(performance.now() - started);
        return body;
      });
      // The probes come while the page walks the keys, as a load balancer's would.
      await new Promise((resolve) => setTimeout(resolve, 20));
      while (!answered) {
        const asked = performance.now();
        const health = await fetch(`${base}/healthz`);
        await health.arrayBuffer();
        if (health.status !== 200) throw new Error(`/healthz answered ${health.status}`);
        if (!answered) waits.push(performance.now() - asked);
      }
      const body = await page;
      if (body.code !== 200 || !body.data.cutShort)
        throw new Error(`the page was not cut short: ${JSON.stringify(body)}`);
      scanned += body.data.scanned;
    }
    const input = `${LONG_KEYS.toLocaleString('en-US')} keys of 1,000 characters, \`*a…ab*\` (${LONGEST_PATTERN} characters)`;
    const perPage = `${Math.round(scanned / PAGES).toLocaleString('en-US')} keys looked at a page`;
    return [
      [
        'Redis console page, in-process store (HTTP)',
        `${input}; ${perPage}`,
        `p50 ${ms(percentile(pageTimes, 0.5))}, max ${ms(Math.max(...pageTimes))} (${PAGES} pages)`,
        `cut short at ${PAGE_TIME_BUDGET_MS} ms`,
      ],
      [
        '`/healthz` during those pages',
        `${waits.length} probes, one after another`,
        `p50 ${ms(percentile(waits, 0.5))}, max ${ms(Math.max(...waits))}`,
        'answered during the page',
      ],
    ];
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const rows: Row[] = [...globRows()];
  const patterns = patternFigures();
  const slowest = patterns.reduce((worst, figure) => (figure.slowest > worst.slowest ? figure : worst));
  rows.push([
    `${patterns.length} shipped schema patterns`,
    `${slowest.texts} worst texts each, of their field's longest`,
    `slowest text ${ms(slowest.slowest)} (${slowest.at})`,
    'under 100 ms a text',
  ]);
  rows.push(validatorRow(), headerRow(), ...(await consoleRows()));
  process.stdout.write(`${table(['what', 'input', 'time', 'aim'], rows)}\n\n`);
  process.stdout.write(
    `${table(
      ['field', 'shipped pattern', 'longest text', 'slowest text', 'all its texts'],
      patterns.map((figure) => [
        figure.at,
        `\`${figure.pattern.replaceAll('|', '\\|')}\``,
        String(figure.longest),
        ms(figure.slowest),
        ms(figure.total),
      ]),
    )}\n`,
  );
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
