import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  api,
  freshPage,
  publishedCourse,
  signUp,
  signedInPage,
  unique,
  type SessionOptions,
} from './support/a11y';
import { axeViolations } from './support/axe';

/*
 * Every screen, as each kind of visitor sees it: no page scrolls sideways on a 320 px phone,
 * at 390 px (leader pages), or at 1280 px with 200 % zoom; and axe finds no WCAG 2.2 A/AA
 * violation in any of the four languages, light or dark.
 */

type Who = 'leader' | 'learner' | 'visitor';
interface Screen {
  who: Who;
  path: string;
}

const accounts = { leader: unique('screens.leader'), learner: unique('screens.learner') };
let screens: Screen[] = [];

test.beforeAll(async ({ browser }) => {
  const leader = await browser.newPage();
  await signUp(leader, 'Sam Screens', accounts.leader);
  const learner = await browser.newPage();
  await signUp(learner, 'Liv Learner', accounts.learner);
  await learner.close();

  const courseId = await publishedCourse(
    leader,
    'Workplace safety essentials for every new starter in the warehouse',
  );
  const draft = await api<{ id: string }>(leader, 'POST', '/api/v1/courses', {
    title: 'Draft course',
    language: 'en',
  });
  const group = await api<{ id: string }>(leader, 'POST', '/api/v1/groups', {
    name: 'Warehouse team',
  });
  await api(leader, 'POST', `/api/v1/groups/${group.id}/members`, {
    emails: [accounts.learner, 'someone.with.a.very.long.address@subsidiary.example.com'],
  });
  await api(leader, 'POST', `/api/v1/courses/${courseId}/assignees`, {
    emails: [accounts.learner, 'another.person.with.a.long.address@example.com'],
    groupIds: [group.id],
    dueAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    message: 'Please finish this before your first shift.',
  });
  await leader.close();

  screens = [
    ...[
      '/dashboard',
      '/courses',
      '/courses?view=table',
      '/course/new',
      `/courses/view/${courseId}`,
      `/courses/edit/${courseId}`,
      `/courses/edit/slides/${courseId}`,
      `/courses/edit/slides/${draft.id}`,
      `/courses/${courseId}/assign`,
      '/reports',
      '/reports?tab=people',
      '/groups',
      '/group/new',
      `/group/view/${group.id}`,
      `/group/edit/${group.id}`,
      '/settings',
      '/profile',
      '/subscription',
      '/nowhere',
    ].map((path) => ({ who: 'leader' as const, path })),
    { who: 'learner', path: '/learn' },
    { who: 'learner', path: `/learn/${courseId}` },
    ...[
      '/login',
      '/signup',
      '/forgot-password',
      '/reset-password?token=unknown',
      '/invite/unknown-token',
      '/verify-email?token=unknown',
    ].map((path) => ({ who: 'visitor' as const, path })),
  ];
});

async function pageFor(browser: Browser, who: Who, options: SessionOptions) {
  return who === 'visitor'
    ? freshPage(browser, options)
    : signedInPage(browser, accounts[who], options);
}

/** Waits for a screen to settle: data loaded, nothing busy, its heading shown. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

/** The page's width against the viewport's, and the element that sticks out furthest. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const width = document.documentElement.scrollWidth;
    if (width <= viewport) return null;
    let widest = '';
    let right = 0;
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const box = el.getBoundingClientRect();
      if (box.right > right && box.width > 0) {
        right = box.right;
        widest = `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`;
      }
    }
    return `${width} px wide in ${viewport} (furthest: ${widest} to ${Math.round(right)})`;
  });
}

const WIDTHS = [
  {
    name: '320 px phone',
    viewport: { width: 320, height: 640 },
    who: ['leader', 'learner', 'visitor'],
  },
  { name: '390 px phone', viewport: { width: 390, height: 844 }, who: ['leader'] },
  // 1280 × 800 at 200 % zoom lays out as 640 × 400 CSS pixels at twice the density.
  {
    name: '1280 px at 200 % zoom',
    viewport: { width: 640, height: 400 },
    deviceScaleFactor: 2,
    who: ['leader', 'learner', 'visitor'],
  },
] as const;

for (const width of WIDTHS) {
  test(`no screen scrolls sideways at ${width.name}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    for (const who of width.who) {
      const page = await pageFor(browser, who, {
        viewport: width.viewport,
        ...('deviceScaleFactor' in width ? { deviceScaleFactor: width.deviceScaleFactor } : {}),
      });
      for (const screen of screens.filter((s) => s.who === who)) {
        await visit(page, screen.path);
        const wide = await overflow(page);
        if (wide) problems.push(`${screen.path}: ${wide}`);
      }
      await page.context().close();
    }
    expect(problems).toEqual([]);
  });
}

const LANGUAGES = ['en', 'es', 'ar', 'zh-cn'] as const;
const THEMES = ['light', 'dark'] as const;

for (const language of LANGUAGES) {
  for (const theme of THEMES) {
    test(`axe finds nothing on any screen in ${language}, ${theme}`, async ({ browser }) => {
      test.setTimeout(240_000);
      const problems: string[] = [];
      for (const who of ['leader', 'learner', 'visitor'] as const) {
        const page = await pageFor(browser, who, { language, theme });
        for (const screen of screens.filter((s) => s.who === who)) {
          await visit(page, screen.path);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          const violations = await axeViolations(page, {
            tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
          });
          for (const v of violations) {
            problems.push(
              `${screen.path} ${v.id} (${v.impact}): ${v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(' '))
                .join(' | ')}`,
            );
          }
        }
        await page.context().close();
      }
      expect(problems).toEqual([]);
    });
  }
}
