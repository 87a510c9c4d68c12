import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, headingSlug, isExternal, linksOf } from '../support/markdown-links';

/**
 * Every relative link of the docs (README.md, docs/, the folders' READMEs, any other
 * Markdown page of the repository) leads to a file that exists, and every anchor to a
 * heading of its page. Links out of the repository are not followed.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

/** The Markdown pages of the repository: tracked, or new and not ignored. */
function markdownPages(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.md'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((page) => page !== '' && !page.split('/').includes('node_modules'))
    .filter((page) => fs.existsSync(path.join(ROOT, page)));
}

const anchorsByPage = new Map<string, Set<string>>();
function anchorsOfPage(file: string): Set<string> {
  let anchors = anchorsByPage.get(file);
  if (!anchors) {
    anchors = anchorsOf(fs.readFileSync(file, 'utf8'));
    anchorsByPage.set(file, anchors);
  }
  return anchors;
}

/** What is wrong with a link of `page`, or undefined when it leads somewhere. */
function brokenLink(page: string, target: string): string | undefined {
  const hash = target.indexOf('#');
  const filePart = decodeURIComponent((hash < 0 ? target : target.slice(0, hash)).replace(/\?.*$/, ''));
  const anchor = hash < 0 ? undefined : decodeURIComponent(target.slice(hash + 1));
  const base = filePart.startsWith('/') ? ROOT : path.dirname(path.join(ROOT, page));
  const file = filePart === '' ? path.join(ROOT, page) : path.join(base, filePart);
  if (!fs.existsSync(file)) return 'no such file';
  if (anchor === undefined || anchor === '') return undefined;
  if (!file.endsWith('.md'))
    return /^L\d+(-L\d+)?$/.test(anchor) ? undefined : 'an anchor in a page that is not Markdown';
  return anchorsOfPage(file).has(anchor) ? undefined : 'no heading with this anchor';
}

describe('links of the docs', () => {
  const pages = markdownPages();

  it('reads the README and the docs folder', () => {
    expect(pages).toContain('README.md');
    expect(pages.some((page) => page.startsWith('docs/'))).toBe(true);
  });

  it('every relative link leads to a file, and every anchor to a heading', () => {
    const broken = pages.flatMap((page) =>
      linksOf(fs.readFileSync(path.join(ROOT, page), 'utf8'))
        .filter(({ target }) => !isExternal(target))
        .flatMap(({ line, target }) => {
          const fault = brokenLink(page, target);
          return fault ? [`${page}:${line} ${target}: ${fault}`] : [];
        }),
    );
    expect(broken).toEqual([]);
  });

  it('tells a missing file and a missing heading', () => {
    expect(brokenLink('README.md', 'docs/nowhere.md')).toBe('no such file');
    expect(brokenLink('README.md', '#no-such-heading')).toBe('no heading with this anchor');
    expect(brokenLink('README.md', 'package.json#scripts')).toBe('an anchor in a page that is not Markdown');
    expect(brokenLink('docs/testing.md', '../README.md')).toBeUndefined();
  });
});

describe('anchors as the repository page shows them', () => {
  it('lowercases, drops punctuation and turns spaces into hyphens', () => {
    expect(headingSlug('Redis console (Monitoring Centre → Redis Console, route `redis-console`)')).toBe(
      'redis-console-monitoring-centre--redis-console-route-redis-console',
    );
    expect(headingSlug('Search (`generator/text-index-sql.ts`)')).toBe('search-generatortext-index-sqlts');
    expect(headingSlug('See [the write path](docs/architecture.md)')).toBe('see-the-write-path');
  });

  it('keeps letters of every script and the underscores of code', () => {
    expect(headingSlug('站点列表 Sites')).toBe('站点列表-sites');
    expect(headingSlug('`config_change` rows')).toBe('config_change-rows');
  });

  it('numbers repeated headings, and leaves headings in code out', () => {
    const anchors = anchorsOf('# Usage\n\n## Usage\n\n```\n# not a heading\n```\n\n## Usage\n');
    expect([...anchors]).toEqual(['usage', 'usage-1', 'usage-2']);
  });

  it('reads links and images outside code', () => {
    const links = linksOf('See [a](a.md#x) and ![b](b.png).\n\n`[c](c.md)`\n\n```\n[d](d.md)\n```\n[e]: e.md\n');
    expect(links.map(({ target }) => target)).toEqual(['a.md#x', 'b.png', 'e.md']);
  });
});
