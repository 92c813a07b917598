import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

interface AxeScope {
  include?: string;
  exclude?: string;
  tags?: string[];
}

/**
 * axe's violations on the page as it stands. It runs as one `axe.run` in the page, which
 * reaches same-origin frames itself, rather than the builder's default (a partial run in
 * each frame, finished in a new blank page), and it collects violations only. The findings
 * are the same, at half the CPU per screen (1.40 -> 0.65 s), and CPU is what bounds the
 * browser suite on CI's two cores.
 */
export async function axeViolations(
  page: Page,
  { include, exclude, tags }: AxeScope = {},
): Promise<Violation[]> {
  // Something fading in or out (a toast) is drawn in colours between its own and the page's,
  // which axe would read as poor contrast: let every animation that ends (not a spinner's) end.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const axe = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  if (include) axe.include(include);
  if (exclude) axe.exclude(exclude);
  if (tags) axe.withTags(tags);
  return (await axe.analyze()).violations;
}

/**
 * axe on the page as it stands: no serious or critical violation. `where` names the
 * screen in the failure; `exclude` leaves out a region that is checked elsewhere.
 */
export async function expectNoSeriousViolations(
  page: Page,
  where?: string,
  { exclude }: { exclude?: string } = {},
) {
  const serious = (await axeViolations(page, { exclude })).filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.html} (${n.failureSummary})`).join('; ')}`,
    ),
    where,
  ).toEqual([]);
}
