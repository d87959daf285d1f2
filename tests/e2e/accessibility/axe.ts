/**
 * axe-core as the project pins it (package.json's `axe-core`, not a copy bundled by a wrapper,
 * which lagged a version behind and missed `label-content-name-mismatch`): its source is
 * injected into the page, then run on the whole document with the WCAG 2.x A/AA rules and axe's
 * best practices.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, RunOptions } from 'axe-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The rule tags the walk runs: every WCAG 2.0, 2.1, 2.2 A and AA rule, and best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string; html: string }[];
}

/** Runs axe on the page's document (injected once per document) and returns its violations. */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: AXE_TAGS },
    resultTypes: ['violations'],
  };
  return page.evaluate(async (runOptions) => {
    const axe = (window as unknown as { axe: { run(c: Document, o: object): Promise<AxeResults> } })
      .axe;
    const results = await axe.run(document, runOptions);
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.join(' '),
        html: node.html,
      })),
    }));
  }, options);
}

/** The version injected, for the report. */
export async function axeVersion(page: Page): Promise<string> {
  return page.evaluate(() => (window as unknown as { axe: { version: string } }).axe.version);
}
