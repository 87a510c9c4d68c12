import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, Code, httpStatusOf, messageOf } from '../../contract/errors';

/** The codes the product was specified with, kept with the project; ranges as written there. */
const KEPT_CODES = join(__dirname, '../fixtures/spec-catalogue-codes.txt');

function keptCodeCells(): string[] {
  return readFileSync(KEPT_CODES, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** Each cell's codes, ranges expanded. */
function expand(cells: string[]): number[] {
  return cells.flatMap((cell) => {
    const [from, to = from] = cell.split('-').map(Number);
    return Array.from({ length: Number(to) - Number(from) + 1 }, (_, offset) => Number(from) + offset);
  });
}

describe('error catalogue', () => {
  it('holds every code of the spec, each range split into its own codes', () => {
    const codes = expand(keptCodeCells());
    expect(codes.length).toBeGreaterThan(80);
    const missing = codes.filter((code) => !(code in CATALOGUE));
    expect(missing).toEqual([]);
  });

  it('gives each code distinct English and Chinese text', () => {
    for (const [code, entry] of Object.entries(CATALOGUE)) {
      expect(entry.en, `en of ${code}`).toMatch(/\w/);
      expect(entry.zh, `zh of ${code}`).toMatch(/[\u4e00-\u9fff]/);
    }
    const ranges = [
      6021, 6022, 6023, 6024, 6025, 6032, 6033, 6034, 6100, 6101, 6102, 6103, 6104, 6105, 6106, 6107, 6108,
    ];
    const texts = new Set(ranges.map((code) => CATALOGUE[code].en));
    expect(texts.size).toBe(ranges.length);
  });

  it('answers with the HTTP status the HTTP contract gives each code', () => {
    expect(httpStatusOf(Code.OK)).toBe(200);
    expect(httpStatusOf(Code.UNAUTHORIZED)).toBe(401);
    expect(httpStatusOf(Code.FORBIDDEN)).toBe(403);
    expect(httpStatusOf(Code.NOT_FOUND)).toBe(404);
    expect(httpStatusOf(Code.IN_USE)).toBe(409);
    expect(messageOf(Code.IN_USE, 'zh', 'site 3')).toBe('仍在使用中：site 3');
    expect(httpStatusOf(Code.PROTECTED)).toBe(403);
    expect(httpStatusOf(Code.SYSTEM)).toBe(500);
    expect(httpStatusOf(Code.REPEAT_REQUEST)).toBe(429);
    expect(httpStatusOf(Code.FREQUENT_REQUESTS)).toBe(429);
    expect(httpStatusOf(Code.CODE_ONCE_A_MINUTE)).toBe(429);
    expect(httpStatusOf(Code.SITE_NAME_EXISTS)).toBe(400);
    expect(CATALOGUE[Code.STALE].http).toBe(400);
  });

  it('fills {msg} and names unknown codes as a system exception', () => {
    expect(messageOf(Code.SITE_NAME_EXISTS, 'en', 'Tower A')).toBe('The site name Tower A already exists');
    expect(messageOf(Code.SITE_NAME_EXISTS, 'zh', 'Tower A')).toBe('站点名称 Tower A 已存在');
    expect(messageOf(Code.BAD_REQUEST, 'en')).toBe('Invalid request');
    expect(messageOf(123456, 'en')).toBe('System Exception 123456');
    expect(messageOf(123456, 'zh')).toBe('系统异常 123456');
  });
});
