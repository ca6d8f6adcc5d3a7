/** axe-core on a page as it stands: every violation listed by rule and the first nodes it hit. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const r = await new AxeBuilder({ page }).analyze();
  const found = r.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`)
        .join('; ')})`,
  );
  expect(found, `axe-core on ${what}`).toEqual([]);
}
