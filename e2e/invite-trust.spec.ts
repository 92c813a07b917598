import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { BASE_URL } from './support/env';
import { confirmAddress, linkIn, mailCount, waitForMail } from './support/mail';
import { doc, unique } from './support/a11y';
import { expectNoSeriousViolations } from './support/axe';
import { chooseLanguage } from './support/language';

// Issue 18: assigning never goes out early, and an account that only learns sees a
// learner's app on a phone, with no leader navigation, calls or console errors.
const PASSWORD = 'trust pass 1357';
const origin = { origin: BASE_URL };
const PHONE = { width: 390, height: 844 };

async function leaderWithCourse(page: Page, title: string) {
  const email = unique('leader');
  const signedUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Tess Trust', email, password: PASSWORD },
    headers: origin,
  });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  await confirmAddress(page.request, email);
  const course = (await (
    await page.request.post('/api/v1/courses', { data: { title }, headers: origin })
  ).json()) as { id: string };
  for (const slide of [
    { kind: 'content', title: 'Welcome', body: doc('Exits are marked in green.') },
    {
      kind: 'quiz',
      title: 'Check',
      quiz: {
        question: 'Exit signs are…',
        options: ['Red', 'Green'],
        correct: [1],
        multiple: false,
      },
    },
  ]) {
    const res = await page.request.post(`/api/v1/courses/${course.id}/slides`, {
      data: slide,
      headers: origin,
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const { version } = (await (await page.request.get(`/api/v1/courses/${course.id}`)).json()) as {
    version: number;
  };
  const published = await page.request.patch(`/api/v1/courses/${course.id}`, {
    data: { version, status: 'published' },
    headers: origin,
  });
  expect(published.ok(), await published.text()).toBe(true);
  return course.id;
}

test('Enter in the People field makes a chip and never submits; only Assign does', async ({
  page,
}) => {
  const courseId = await leaderWithCourse(page, `Exits ${Date.now()}`);
  const known = unique('known');
  // A group member, so the address is among the suggestions.
  const group = (await (
    await page.request.post('/api/v1/groups', {
      data: { name: `Crew ${Date.now()}` },
      headers: origin,
    })
  ).json()) as { id: string };
  await page.request.post(`/api/v1/groups/${group.id}/members`, {
    data: { emails: [known] },
    headers: origin,
  });
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/courses/${courseId}/assignees`))
      posts.push(request.url());
  });

  await page.goto(`/courses/${courseId}/assign`);
  const people = page.getByRole('combobox', { name: 'People' });
  await people.click();
  // Typed in full (it matches a suggestion), then Enter, then Enter again in the empty field.
  await people.pressSequentially(known);
  await expect(page.getByRole('list', { name: 'People chosen' })).toHaveCount(0);
  await people.press('Enter');
  const chosen = page.getByRole('list', { name: 'People chosen' });
  await expect(chosen.getByText(known)).toBeVisible();
  await people.press('Enter');
  await people.pressSequentially('new.person@example.com');
  await people.press('Enter');
  await people.press('Enter');
  await expect(chosen.getByRole('listitem')).toHaveCount(2);
  await page.waitForTimeout(300);
  expect(posts).toEqual([]);

  // The message still to type reaches everyone once Assign is pressed.
  await page.getByLabel(/Message/).fill('Read it before Monday.');
  await expectNoSeriousViolations(page);
  // The group's own invitation may still be arriving: count it in before assigning.
  await waitForMail(known, /invited you to Slidewise/);
  const before = await mailCount(known);
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText(/Assigned to 2 people/)).toBeVisible();
  expect(posts).toHaveLength(1);
  const mail = await waitForMail(known, /invited you to Slidewise/, before);
  expect(mail.text).toContain('Read it before Monday.');
});

async function learnerOnly(browser: Browser, leader: Page, courseId: string) {
  const email = unique('learner');
  const res = await leader.request.post(`/api/v1/courses/${courseId}/assignees`, {
    data: { emails: [email], message: 'Welcome aboard.' },
    headers: origin,
  });
  expect(res.ok(), await res.text()).toBe(true);
  const token = new URL(linkIn(await waitForMail(email, /invited you to/), '/invite/')).pathname
    .split('/')
    .at(-1)!;
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const accepted = await page.request.post(`/api/v1/invitations/${token}/accept`, {
    data: { name: 'Lou Learner', password: PASSWORD },
    headers: origin,
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  expect(await accepted.json()).toEqual({ redirectTo: `/learn/${courseId}` });
  return page;
}

test('an account that only learns sees no leader navigation, calls no leader endpoint and logs no error at 390×844', async ({
  page,
  browser,
}) => {
  const courseId = await leaderWithCourse(page, `Phones ${Date.now()}`);
  const learner = await learnerOnly(browser, page, courseId);
  const errors: string[] = [];
  const leaderCalls: string[] = [];
  learner.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  learner.on('pageerror', (e) => errors.push(e.message));
  learner.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/^\/api\/v1\/(subscription|reports|courses|groups|plans)/.test(path))
      leaderCalls.push(path);
  });

  for (const path of ['/learn', `/learn/${courseId}`, '/profile', '/settings', '/']) {
    await learner.goto(path);
    await expect(learner.getByRole('heading', { level: 1 })).toBeVisible();
    await learner.waitForLoadState('networkidle');
  }
  // The card and the player's first screen show the leader's message.
  await learner.goto('/learn');
  await expect(learner.getByText('Welcome aboard.')).toBeVisible();
  await learner.goto(`/learn/${courseId}`);
  await expect(learner.getByText('Welcome aboard.')).toBeVisible();

  // The navigation (a drawer on a phone) offers My learning and nothing of a leader's.
  await learner.getByRole('button', { name: 'Menu', exact: true }).click();
  const nav = learner.getByRole('navigation', { name: /main/i });
  await expect(nav.getByRole('link', { name: 'My learning' })).toBeVisible();
  for (const name of ['Dashboard', 'Courses', 'Groups', 'Reports', 'Subscription']) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await learner.keyboard.press('Escape');

  // A leader's screen says what it is for instead of a form that fails.
  await learner.goto('/course/new');
  await expect(learner.getByRole('heading', { level: 1 })).toHaveText(
    'This is where leaders build and assign courses',
  );
  await expect(learner.getByRole('button', { name: /create/i })).toHaveCount(0);
  await expectNoSeriousViolations(learner);

  expect(leaderCalls).toEqual([]);
  expect(errors).toEqual([]);
});

/** How many lines each part of `address` (before the @, and from it) takes in `sentence`. */
const linesOfAddress = (sentence: Locator, address: string) =>
  sentence.evaluate((element, address) => {
    const at = address.lastIndexOf('@');
    return [address.slice(0, at), address.slice(at)].map((part) => {
      const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const start = node.textContent!.indexOf(part);
        if (start < 0) continue;
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + part.length);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }
      return 0;
    });
  }, address);

test('at 320 px the invitation keeps its address whole; the account made in Arabic keeps Arabic', async ({
  page,
  browser,
}) => {
  const courseId = await leaderWithCourse(page, `Narrow ${Date.now()}`);
  // Too long for one line at 320 px beside "Invitation for", each part short enough for one.
  const email = `learner.p320.${Math.floor(Math.random() * 1e5)}@example.com`;
  const res = await page.request.post(`/api/v1/courses/${courseId}/assignees`, {
    data: { emails: [email] },
    headers: origin,
  });
  expect(res.ok(), await res.text()).toBe(true);
  const link = linkIn(await waitForMail(email, /invited you to/), '/invite/');

  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 320, height: 720 },
  });
  const guest = await context.newPage();
  await guest.goto(link);
  for (const [language, sentence] of [
    ['en', `Invitation for ${email}`],
    ['ar', `دعوة إلى ${email}`],
  ] as const) {
    if (language !== 'en') await chooseLanguage(guest, language);
    const summary = guest.getByText(sentence, { exact: true });
    await expect(summary).toBeVisible();
    // Left to right and isolated on a right-to-left page; broken before the @, never inside a part.
    await expect(summary.locator('bdi[dir="ltr"]')).toHaveText(email);
    expect(await linesOfAddress(summary, email), language).toEqual([1, 1]);
  }

  await guest.getByLabel('اسمك').fill('Lina');
  await guest.getByLabel('كلمة المرور', { exact: true }).fill(PASSWORD);
  await guest.getByRole('button', { name: 'إنشاء الحساب وقبول الدعوة' }).click();
  await expect(guest).toHaveURL(new RegExp(`/learn/${courseId}$`));
  // The language chosen before the account existed is the account's (GET /api/v1/me).
  await expect
    .poll(async () => {
      const me = (await (await guest.request.get('/api/v1/me')).json()) as {
        user: { locale: string | null };
      };
      return me.user.locale;
    })
    .toBe('ar');
  await context.close();
});
