import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { anchorsOf } from '../support/markdown-links';

/**
 * A comment in the code that cites a page of the docs (`docs/<path>.md`, or
 * `docs/<path>.md#<anchor>`) leads to a page that exists, and its anchor to a heading of
 * that page, as the repository's page computes anchors (tests/support/markdown-links.ts).
 * The docs' own links are checked by doc-links.test.ts; this keeps the code's pointers
 * alive when a page is split or a heading renamed.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

/** The folders whose code may point into the docs. */
const FOLDERS = ['src', 'server', 'contract', 'generator', 'tests', 'simulator', 'bench', 'scripts'];
const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** A page of the docs cited by path, with its anchor when one follows `#`. */
const CITATION = /(?<![\w./-])docs\/((?:[\w.-]+\/)*[\w.-]+\.md)(?:#([\p{L}\p{M}\p{N}\p{Pc}-]+))?/gu;

interface DocPointer {
  line: number;
  page: string;
  anchor: string | undefined;
}

/** Code files of those folders: tracked, or new and not ignored. */
function codeFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...FOLDERS], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => CODE.test(file) && !file.split('/').includes('node_modules'))
    .filter((file) => fs.existsSync(path.join(ROOT, file)));
}

function scriptKind(file: string): ts.ScriptKind {
  if (/\.[jt]sx$/.test(file)) return file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.JSX;
  return /\.(js|mjs|cjs)$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
}

/** The comments of a source file (line and block comments, JSX ones too), strings and code left out. */
function commentsOf(file: string, text: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, scriptKind(file));
  const seen = new Set<number>();
  const comments: { line: number; text: string }[] = [];
  const collect = (ranges: ts.CommentRange[] | undefined): void => {
    for (const { pos, end } of ranges ?? []) {
      if (seen.has(pos)) continue;
      seen.add(pos);
      comments.push({ line: source.getLineAndCharacterOfPosition(pos).line + 1, text: text.slice(pos, end) });
    }
  };
  // Every comment sits in the trivia before some token (the end of the file included).
  const visit = (node: ts.Node): void => {
    const children = node.getChildren(source);
    if (children.length === 0 || node.kind === ts.SyntaxKind.JsxText) {
      collect(ts.getTrailingCommentRanges(text, node.pos));
      collect(ts.getLeadingCommentRanges(text, node.pos));
    }
    for (const child of children) visit(child);
  };
  visit(source);
  return comments.sort((a, b) => a.line - b.line);
}

/** The pages of the docs a file's comments cite. */
function docPointersOf(file: string, text: string): DocPointer[] {
  return commentsOf(file, text).flatMap((comment) =>
    comment.text.split('\n').flatMap((content, offset) =>
      [...content.matchAll(CITATION)].map((match) => ({
        line: comment.line + offset,
        page: `docs/${match[1]}`,
        anchor: match[2],
      })),
    ),
  );
}

const anchorsByPage = new Map<string, Set<string>>();

/** What is wrong with a pointer, or undefined when it leads to its page and heading. */
function brokenPointer({ page, anchor }: DocPointer): string | undefined {
  const file = path.join(ROOT, page);
  if (!fs.existsSync(file)) return 'no such page';
  if (anchor === undefined) return undefined;
  let anchors = anchorsByPage.get(page);
  if (!anchors) {
    anchors = anchorsOf(fs.readFileSync(file, 'utf8'));
    anchorsByPage.set(page, anchors);
  }
  return anchors.has(anchor) ? undefined : 'no heading with this anchor';
}

describe('pointers from the code into the docs', () => {
  const files = codeFiles();

  it('reads the code of every folder', () => {
    for (const folder of ['src', 'server', 'contract', 'generator', 'tests']) {
      expect(files.some((file) => file.startsWith(`${folder}/`))).toBe(true);
    }
  });

  it('every page a comment cites exists, and every anchor is a heading of it', () => {
    const pointers = files.flatMap((file) =>
      docPointersOf(file, fs.readFileSync(path.join(ROOT, file), 'utf8')).map((pointer) => ({ file, pointer })),
    );
    expect(pointers.length).toBeGreaterThan(0);
    const broken = pointers.flatMap(({ file, pointer }) => {
      const fault = brokenPointer(pointer);
      const cited = pointer.anchor === undefined ? pointer.page : `${pointer.page}#${pointer.anchor}`;
      return fault ? [`${file}:${pointer.line} ${cited}: ${fault}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('reads comments of every kind, and leaves strings out', () => {
    const code = [
      '/** The shell (docs/features/console.md#the-console, Layout). */',
      "const page = 'docs/nowhere.md#gone'; // see docs/domain.md#uploads",
      'const x = a / b; /* docs/architecture.md */',
      'const view = <div>{/* docs/testing.md#x-y */}</div>;',
      'const words = <p>docs/notes.md in text</p>;',
      '/*',
      '   without stars: docs/operating.md#configuration',
      '*/',
    ].join('\n');
    expect(docPointersOf('probe.tsx', code)).toEqual([
      { line: 1, page: 'docs/features/console.md', anchor: 'the-console' },
      { line: 2, page: 'docs/domain.md', anchor: 'uploads' },
      { line: 3, page: 'docs/architecture.md', anchor: undefined },
      { line: 4, page: 'docs/testing.md', anchor: 'x-y' },
      { line: 7, page: 'docs/operating.md', anchor: 'configuration' },
    ]);
  });

  it('tells a missing page and a missing heading', () => {
    expect(brokenPointer({ line: 1, page: 'docs/nowhere.md', anchor: undefined })).toBe('no such page');
    expect(brokenPointer({ line: 1, page: 'docs/domain.md', anchor: 'no-such-heading' })).toBe(
      'no heading with this anchor',
    );
    expect(brokenPointer({ line: 1, page: 'docs/features/console.md', anchor: 'the-console' })).toBeUndefined();
  });
});
