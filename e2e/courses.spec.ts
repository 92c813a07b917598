import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from './support/env';
import { unique } from './support/a11y';
import { png } from './support/png';

const PASSWORD = 'courses journey pass';
const origin = { origin: BASE_URL };

interface ApiCourse {
  id: string;
  title: string;
  description: string;
  status: string;
  version: number;
  slideCount: number;
}

async function signUp(page: Page, name: string) {
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email: unique(name.toLowerCase().replace(/\s+/g, '-')), password: PASSWORD },
    headers: origin,
  });
  expect(response.ok()).toBe(true);
}

async function createCourse(page: Page, title: string): Promise<ApiCourse> {
  const response = await page.request.post('/api/v1/courses', { data: { title }, headers: origin });
  expect(response.status()).toBe(201);
  return (await response.json()) as ApiCourse;
}

async function getCourse(page: Page, id: string): Promise<ApiCourse> {
  const response = await page.request.get(`/api/v1/courses/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiCourse;
}

async function addSlide(page: Page, courseId: string) {
  const response = await page.request.post(`/api/v1/courses/${courseId}/slides`, {
    // Publishing refuses a slide with nothing on it: this one has a title.
    data: { kind: 'content', title: 'Welcome' },
    headers: origin,
  });
  expect(response.status()).toBe(201);
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const cardTitles = (page: Page) => page.getByTestId('course-card').getByRole('heading');

test('from the empty list, a course is created with a cover, opens the slide editor, and is listed as cards and rows', async ({
  page,
}) => {
  await signUp(page, 'Course Maker');
  await page.goto('/courses');
  await expect(h1(page)).toHaveText('Courses');
  await expect(page.getByRole('heading', { name: 'No courses yet' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Create your first course' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/course/new`);
  await expect(h1(page)).toHaveText('New course');

  const title = page.getByLabel('Title');
  await title.fill('Workplace safety');
  await page.getByLabel('Description').fill('How we keep each other safe.');
  await expect(page.getByText('28 of 2,000 characters')).toBeVisible();
  // The course's own language sets the writing direction of its texts.
  await page.getByLabel('Course language').selectOption('ar');
  await expect(title).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('Course language').selectOption('en');
  await expect(title).toHaveAttribute('dir', 'ltr');

  await page
    .getByTestId('cover-input')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png(160, 90) });
  const preview = page.getByRole('img', { name: 'Cover image preview' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^\/api\/v1\/uploads\/[^/]+$/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Create course' }).click();
  await expect(page).toHaveURL(new RegExp(`^${BASE_URL}/courses/edit/slides/[^/]+$`));
  await expect(
    page.getByText('“Workplace safety” is created. Now add its first slides.'),
  ).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const stored = await getCourse(page, id);
  expect(stored).toMatchObject({ title: 'Workplace safety', status: 'draft' });

  await page.goto('/courses');
  const card = page.getByTestId('course-card').filter({ hasText: 'Workplace safety' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Draft');
  await expect(card).toContainText('0 slides');
  await expect(card.locator('img')).toHaveAttribute('src', /^\/api\/v1\/uploads\//);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Table' }).click();
  const row = page
    .getByRole('table', { name: 'Your courses' })
    .getByRole('row', { name: /Workplace safety/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Draft');
  expect(await seriousViolations(page)).toEqual([]);
  // The table is remembered.
  await page.reload();
  await expect(
    page
      .getByRole('table', { name: 'Your courses' })
      .getByRole('row', { name: /Workplace safety/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Grid' }).click();
  await expect(card).toBeVisible();
});

test('search, status filter and sort change the list, and the address keeps them', async ({
  page,
}) => {
  await signUp(page, 'List Person');
  await createCourse(page, 'Alpha safety');
  const beta = await createCourse(page, 'Beta onboarding');
  await createCourse(page, 'Gamma sales');
  await addSlide(page, beta.id);
  const published = await page.request.patch(`/api/v1/courses/${beta.id}`, {
    data: { version: beta.version, status: 'published' },
    headers: origin,
  });
  expect(published.ok()).toBe(true);

  await page.goto('/courses');
  await expect(page.getByTestId('course-card')).toHaveCount(3);

  await page.getByLabel('Status').selectOption('draft');
  await expect(page).toHaveURL(`${BASE_URL}/courses?status=draft`);
  await expect(page.getByTestId('course-card')).toHaveCount(2);
  await expect(cardTitles(page)).not.toContainText(['Beta onboarding']);
  await page.getByLabel('Status').selectOption('published');
  await expect(cardTitles(page)).toHaveText(['Beta onboarding']);
  // Back goes to the previous filter.
  await page.goBack();
  await expect(page).toHaveURL(`${BASE_URL}/courses?status=draft`);
  await expect(page.getByLabel('Status')).toHaveValue('draft');
  await page.getByLabel('Status').selectOption('');
  await expect(page.getByTestId('course-card')).toHaveCount(3);

  await page.getByLabel('Sort by').selectOption('title');
  await expect(cardTitles(page)).toHaveText(['Alpha safety', 'Beta onboarding', 'Gamma sales']);
  await page.getByLabel('Order').selectOption({ label: 'Z to A' });
  await expect(page).toHaveURL(`${BASE_URL}/courses?sort=title&order=desc`);
  await expect(cardTitles(page)).toHaveText(['Gamma sales', 'Beta onboarding', 'Alpha safety']);

  const search = page.getByRole('searchbox', { name: 'Search by title' });
  await search.fill('onboard');
  await expect(page).toHaveURL(`${BASE_URL}/courses?q=onboard&sort=title&order=desc`);
  await expect(cardTitles(page)).toHaveText(['Beta onboarding']);
  await page.reload();
  await expect(search).toHaveValue('onboard');
  await expect(cardTitles(page)).toHaveText(['Beta onboarding']);

  await search.fill('nothing like this');
  await expect(page.getByRole('heading', { name: 'No courses match' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(search).toHaveValue('');
  await expect(cardTitles(page)).toHaveText(['Gamma sales', 'Beta onboarding', 'Alpha safety']);
});

test('a title is edited; a stale edit in a second tab offers to overwrite or reload, losing neither', async ({
  page,
}) => {
  await signUp(page, 'Editor Person');
  const course = await createCourse(page, 'Team handbook');
  const first = page;
  const second = await page.context().newPage();
  await first.goto(`/courses/edit/${course.id}`);
  await second.goto(`/courses/edit/${course.id}`);
  await expect(h1(first)).toHaveText('Edit course');
  await expect(first.getByLabel('Title')).toHaveValue('Team handbook');
  await expect(second.getByLabel('Title')).toHaveValue('Team handbook');
  expect(await seriousViolations(first)).toEqual([]);

  // The first tab saves a new title.
  await first.getByLabel('Title').fill('Team handbook, second edition');
  await first.getByRole('button', { name: 'Save changes' }).click();
  await expect(first.getByText('Your changes are saved.')).toBeVisible();
  expect((await getCourse(first, course.id)).title).toBe('Team handbook, second edition');

  // The second tab still started from the first version.
  await second.getByLabel('Title').fill('Handbook from tab two');
  await second.getByRole('button', { name: 'Save changes' }).click();
  const dialog = second.getByRole('dialog', { name: 'This course was changed elsewhere' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('conflict-theirs-title')).toHaveText(
    'Team handbook, second edition',
  );
  await expect(dialog.getByTestId('conflict-mine-title')).toHaveText('Handbook from tab two');
  await dialog.getByRole('button', { name: 'Overwrite with mine' }).click();
  await expect(dialog).toBeHidden();
  await expect(second.getByText('Your changes are saved.')).toBeVisible();
  await expect(second.getByLabel('Title')).toHaveValue('Handbook from tab two');
  expect((await getCourse(first, course.id)).title).toBe('Handbook from tab two');

  // Now the first tab is behind: it may take the latest instead of its own.
  await first.getByLabel('Title').fill('Tab one tries again');
  await first.getByRole('button', { name: 'Save changes' }).click();
  const again = first.getByRole('dialog', { name: 'This course was changed elsewhere' });
  await expect(again.getByTestId('conflict-theirs-title')).toHaveText('Handbook from tab two');
  await again.getByRole('button', { name: 'Reload the latest' }).click();
  await expect(again).toBeHidden();
  await expect(first.getByLabel('Title')).toHaveValue('Handbook from tab two');
  expect((await getCourse(first, course.id)).title).toBe('Handbook from tab two');

  // Nothing unsaved is left, so leaving does not ask.
  await first.getByRole('link', { name: 'View course' }).click();
  await expect(h1(first)).toHaveText('Handbook from tab two');
  await second.close();
});

test('publishing needs a slide; a course is duplicated and deleted with confirmation', async ({
  page,
}) => {
  await signUp(page, 'Publisher Person');
  const course = await createCourse(page, 'Onboarding basics');
  await page.goto(`/courses/view/${course.id}`);
  await expect(h1(page)).toHaveText('Onboarding basics');
  await expect(page.getByRole('link', { name: 'Assign', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const explanation = page.getByRole('alert').filter({ hasText: 'Add at least one slide' });
  await expect(explanation).toContainText('Add at least one slide before publishing.');
  await expect(explanation.getByRole('link', { name: 'Open the slide editor' })).toHaveAttribute(
    'href',
    `/courses/edit/slides/${course.id}`,
  );
  expect((await getCourse(page, course.id)).status).toBe('draft');

  await addSlide(page, course.id);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(
    page.getByText('“Onboarding basics” is published. You can now assign it.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Assign', exact: true })).toHaveAttribute(
    'href',
    `/courses/${course.id}/assign`,
  );
  await expect(page.getByRole('button', { name: 'Unpublish', exact: true })).toBeVisible();
  expect((await getCourse(page, course.id)).status).toBe('published');

  await page.goto('/courses');
  await page.getByRole('button', { name: 'Actions for Onboarding basics' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  const copy = page.getByTestId('course-card').filter({ hasText: 'Onboarding basics (copy)' });
  await expect(copy).toBeVisible();
  await expect(copy).toContainText('Draft');
  await expect(copy).toContainText('1 slide');

  await page.getByRole('button', { name: 'Actions for Onboarding basics (copy)' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete “Onboarding basics (copy)”?' });
  await expect(confirm).toContainText('Nobody is assigned to this course, so nobody loses access.');
  await expect(confirm).toContainText('Its 1 slide is deleted with it. This cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete course' }).click();
  await expect(confirm).toBeHidden();
  await expect(copy).toHaveCount(0);
  await expect(page.getByTestId('course-card')).toHaveCount(1);
  await expect(cardTitles(page)).toHaveText(['Onboarding basics']);
});

test("another account opening a leader's course sees the 404 page", async ({ page, browser }) => {
  await signUp(page, 'Owner Person');
  const course = await createCourse(page, 'Private course');

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signUp(other, 'Other Person');
  for (const path of [`/courses/view/${course.id}`, `/courses/edit/${course.id}`]) {
    await other.goto(path);
    await expect(h1(other), path).toHaveText('Page not found');
    await expect(other.getByText('Private course')).toHaveCount(0);
  }
  await otherContext.close();

  // The owner still sees it.
  await page.goto(`/courses/view/${course.id}`);
  await expect(h1(page)).toHaveText('Private course');
});
