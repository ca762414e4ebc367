/**
 * The accessibility check of every viewer page (issue 20, item 5): axe-core with the WCAG 2.0 and 2.1 A and
 * AA rules, failing on a serious or critical violation. The message names each rule, its help text and the
 * elements, so a failure says what to fix without opening the trace.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe on what the page shows now (an open drawer or panel included) and expects nothing serious; a soft
 * expectation, so that one run lists the violations of every page a test visits.
 */
export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 5)
          .map((node) => `${node.target.join(' ')} ${node.failureSummary?.replaceAll('\n', ' ') ?? ''}`)
          .join(' | ')}`,
    );
  expect.soft(blocking, `serious or critical accessibility violations on ${what}`).toEqual([]);
}
