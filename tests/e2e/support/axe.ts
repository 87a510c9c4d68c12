import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** The WCAG 2.1 A and AA rules, as axe-core tags them. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** The impacts that fail the gate. */
const BLOCKING = new Set(['critical', 'serious']);

/** One failing element of one rule. */
export interface AxeFinding {
  rule: string;
  impact: string;
  target: string;
  /** The start of the element's markup. */
  html: string;
  summary: string;
}

let axeSource: string | undefined;

/** axe-core's browser bundle, read once from the installed package. */
function axeScript(): string {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/**
 * Loads axe-core into the page unless it is already there (a full navigation drops it).
 * Evaluated through the debugging protocol, so the console's Content-Security-Policy,
 * which refuses inline scripts, stays as it is in production.
 */
export async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(axeScript());
}

/**
 * The critical and serious WCAG 2.1 AA violations axe-core finds in the page as it
 * stands, one entry per failing element.
 */
export async function blockingAxeFindings(page: Page): Promise<AxeFinding[]> {
  await injectAxe(page);
  const violations = await page.evaluate(
    async (tags) => {
      type Result = {
        id: string;
        impact: string | null;
        nodes: { target: unknown[]; html: string; failureSummary?: string; impact?: string | null }[];
      };
      const axe = (
        window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: Result[] }> } }
      ).axe;
      const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        nodes: violation.nodes.map((node) => ({
          target: node.target.map(String).join(' '),
          impact: node.impact ?? violation.impact ?? '',
          html: node.html.replace(/\s+/g, ' ').slice(0, 160),
          summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200),
        })),
      }));
    },
    [...WCAG_TAGS],
  );
  return violations.flatMap((violation) =>
    violation.nodes.filter((node) => BLOCKING.has(node.impact)).map((node) => ({ rule: violation.id, ...node })),
  );
}

/** One line per finding, for a failure message. */
export function describeFindings(where: string, findings: readonly AxeFinding[]): string[] {
  return findings.map(
    (finding) =>
      `${where}: ${finding.rule} (${finding.impact}) at ${finding.target} ${finding.html} — ${finding.summary}`,
  );
}
