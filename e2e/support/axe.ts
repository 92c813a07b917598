import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the page as it stands: no serious or critical violation. `where` names the
 * screen in the failure; `exclude` leaves out a region that is checked elsewhere.
 */
export async function expectNoSeriousViolations(
  page: Page,
  where?: string,
  { exclude }: { exclude?: string } = {},
) {
  const axe = new AxeBuilder({ page });
  const { violations } = await (exclude ? axe.exclude(exclude) : axe).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.html} (${n.failureSummary})`).join('; ')}`,
    ),
    where,
  ).toEqual([]);
}
