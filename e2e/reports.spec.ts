import { readFileSync } from 'node:fs';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import Database from 'better-sqlite3';
import { BASE_URL, DB_FILE } from './support/env';
import { confirmAddress, linkIn, waitForMail } from './support/mail';
import { expectNoSeriousViolations } from './support/axe';
import {
  DEFAULT_DISPLAY_SETTINGS as DISPLAY_DEFAULTS,
  DISPLAY_SETTINGS_KEY as DISPLAY_KEY,
} from '../apps/web/src/features/display-settings/display-settings';

const PASSWORD = 'reports journey pass';
const DAY = 24 * 60 * 60 * 1000;
const origin = { origin: BASE_URL };

const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
const unique = (name: string) => `${name}.${stamp}@example.com`;
/** A UTC day `offset` days from today, as the date inputs and the API write it. */
const isoDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

async function signUp(request: APIRequestContext, name: string, email: string) {
  const response = await request.post('/api/auth/sign-up/email', {
    data: { name, email, password: PASSWORD },
    headers: origin,
  });
  expect(response.ok(), `sign-up of ${email}`).toBe(true);
  await confirmAddress(request, email);
}

async function post<T>(request: APIRequestContext, path: string, data: unknown, status = 201) {
  const response = await request.post(path, { data, headers: origin });
  expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

interface Slide {
  id: string;
}

/** A published course with a content slide and a one-answer quiz (option 1 is right). */
async function publishedCourse(request: APIRequestContext, title: string, question: string) {
  const course = await post<{ id: string }>(request, '/api/v1/courses', { title });
  const content = await post<Slide>(request, `/api/v1/courses/${course.id}/slides`, {
    kind: 'content',
    title: 'Read this first',
  });
  const quiz = await post<Slide>(request, `/api/v1/courses/${course.id}/slides`, {
    kind: 'quiz',
    title: 'Check',
    quiz: { question, options: ['Wrong', 'Right'], correct: [1], multiple: false },
  });
  const current = (await (await request.get(`/api/v1/courses/${course.id}`)).json()) as {
    version: number;
  };
  const published = await request.patch(`/api/v1/courses/${course.id}`, {
    data: { version: current.version, status: 'published' },
    headers: origin,
  });
  expect(published.ok(), await published.text()).toBe(true);
  return { id: course.id, title, question, content: content.id, quiz: quiz.id };
}

async function progress(
  learner: APIRequestContext,
  courseId: string,
  slideId: string,
  answer?: number[],
) {
  await post(learner, `/api/v1/learning/${courseId}/progress`, { slideId, answer }, 200);
}

function inDatabase(run: (db: Database.Database) => void) {
  const db = new Database(DB_FILE);
  try {
    run(db);
  } finally {
    db.close();
  }
}

async function setTheme(page: Page, themeMode: 'light' | 'dark') {
  // The app may write its own settings back while the page unloads; try again until the
  // reloaded page shows the theme asked for.
  await expect(async () => {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      DISPLAY_KEY,
      JSON.stringify({ ...DISPLAY_DEFAULTS, themeMode }),
    ] as const);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', themeMode, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** A key figure's value, by its label. */
const kpi = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .first();

async function expectKpis(page: Page, expected: Record<string, string>) {
  for (const [label, value] of Object.entries(expected)) {
    await expect(kpi(page, label), label).toHaveText(value);
  }
}

const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Reports' }).getByRole('tab', { name, exact: true });
const panel = (page: Page) => page.getByRole('tabpanel');
const filterBar = (page: Page) => page.getByRole('region', { name: 'Report filters' });
const rowOf = (scope: Locator, text: string | RegExp) =>
  scope.getByRole('row').filter({ has: scope.page().getByRole('rowheader', { name: text }) });

/** Clicks "Export CSV" and reads the file the browser saved. */
async function exportCsv(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel(page).getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const file = await download.path();
  const text = readFileSync(file, 'utf8');
  expect(text.charCodeAt(0), 'UTF-8 byte-order mark').toBe(0xfeff);
  return { name: download.suggestedFilename(), lines: text.slice(1).trimEnd().split('\r\n') };
}

test('the dashboard and every report match the data, filter by group and dates, drill down and export', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const leaderEmail = unique('lea.reports');
  await signUp(page.request, 'Lea Leader', leaderEmail);

  // Three learners with their own accounts (their own cookies).
  const people = {
    ana: { name: 'Ana Alvarez', email: unique('ana') },
    ben: { name: 'Ben Brown', email: unique('ben') },
    cleo: { name: 'Cleo Chen', email: unique('cleo') },
  };
  const learners: Record<keyof typeof people, APIRequestContext> = {
    ana: await playwrightRequest.newContext({ baseURL: BASE_URL }),
    ben: await playwrightRequest.newContext({ baseURL: BASE_URL }),
    cleo: await playwrightRequest.newContext({ baseURL: BASE_URL }),
  };
  for (const key of Object.keys(people) as (keyof typeof people)[]) {
    await signUp(learners[key], people[key].name, people[key].email);
  }

  const fire = await publishedCourse(
    page.request,
    `Fire safety ${stamp}`,
    'Which extinguisher for oil?',
  );
  const ladder = await publishedCourse(
    page.request,
    `Ladder safety ${stamp}`,
    'Points of contact?',
  );
  const groupName = `Night shift ${stamp}`;
  const group = await post<{ id: string }>(page.request, '/api/v1/groups', { name: groupName });
  await post(
    page.request,
    `/api/v1/groups/${group.id}/members`,
    {
      emails: [people.ana.email, people.ben.email],
    },
    200,
  );

  // Fire safety: the group (Ana, Ben) and Cleo. Ladder safety: Ana and Cleo, due in a week.
  const dueAt = new Date(Date.now() + 7 * DAY).toISOString();
  await post(
    page.request,
    `/api/v1/courses/${fire.id}/assignees`,
    {
      emails: [people.cleo.email],
      groupIds: [group.id],
    },
    200,
  );
  await post(
    page.request,
    `/api/v1/courses/${ladder.id}/assignees`,
    {
      emails: [people.ana.email, people.cleo.email],
      dueAt,
    },
    200,
  );

  // Ana completes Fire safety right (100), Ben completes it wrong (0), Cleo only starts it;
  // Ana starts Ladder safety; Cleo never opens it.
  await progress(learners.ana, fire.id, fire.content);
  await progress(learners.ana, fire.id, fire.quiz, [1]);
  await progress(learners.ben, fire.id, fire.content);
  await progress(learners.ben, fire.id, fire.quiz, [0]);
  await progress(learners.cleo, fire.id, fire.content);
  await progress(learners.ana, ladder.id, ladder.content);

  // Ladder safety was assigned 40 days ago, and Cleo's copy fell due 3 days ago.
  inDatabase((db) => {
    expect(
      db
        .prepare('UPDATE assignments SET assigned_at = ? WHERE course_id = ?')
        .run(new Date(Date.now() - 40 * DAY).toISOString(), ladder.id).changes,
    ).toBe(2);
    expect(
      db
        .prepare('UPDATE assignments SET due_at = ? WHERE course_id = ? AND email = ?')
        .run(new Date(Date.now() - 3 * DAY - 3_600_000).toISOString(), ladder.id, people.cleo.email)
        .changes,
    ).toBe(1);
  });

  // Expected, from the above: 2 published courses, 3 people, 5 assignments, 2 completed
  // (40 %), scores 100 and 0 (50 %), 1 overdue; 4 started.
  const all = {
    'Active courses': '2',
    People: '3',
    Assignments: '5',
    'Completion rate': '40%',
    'Average score': '50%',
    Overdue: '1',
  };

  // --- The dashboard.
  await page.goto('/dashboard');
  await expect(h1(page)).toHaveText('Dashboard');
  await expect(page.getByText('Welcome, Lea Leader')).toBeVisible();
  await expectKpis(page, all);
  await expect(kpi(page, 'Completion rate').locator('xpath=following-sibling::dd')).toHaveText(
    '2 of 5 completed',
  );
  await expect(page.getByRole('figure', { name: 'Completions per week' })).toBeVisible();
  await expect(
    page.getByRole('img', {
      name: /^2 courses completed in the last 12 weeks; the most in the week of/,
    }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^New course/ })).toHaveAttribute(
    'href',
    '/course/new',
  );
  await expect(page.getByRole('link', { name: /^New group/ })).toHaveAttribute(
    'href',
    '/group/new',
  );
  await expect(page.getByRole('link', { name: /^Assign a course/ })).toHaveAttribute(
    'href',
    '/courses',
  );

  const recent = page.getByRole('region', { name: 'Recently completed' });
  await expect(recent.getByRole('listitem')).toHaveCount(2);
  await expect(recent).toContainText('Ana Alvarez');
  await expect(recent).toContainText('Ben Brown');
  await expect(recent).toContainText(fire.title);

  const overdue = page.getByRole('region', { name: 'Overdue', exact: true });
  await expect(overdue.getByRole('listitem')).toHaveCount(1);
  await expect(overdue.getByRole('listitem')).toContainText('Cleo Chen');
  await expect(overdue.getByRole('listitem')).toContainText(ladder.title);
  await expect(overdue.getByRole('listitem')).toContainText('3 days overdue');
  await expectNoSeriousViolations(page, 'dashboard, light');
  await overdue.getByRole('button', { name: `Remind Cleo Chen about ${ladder.title}` }).click();
  await expect(page.getByText(`Reminder sent to Cleo Chen for ${ladder.title}.`)).toBeVisible();
  await expect(overdue.getByText('Reminded')).toBeVisible();
  await waitForMail(people.cleo.email, new RegExp(`^Reminder: ${ladder.title}$`));

  await setTheme(page, 'dark');
  await expectKpis(page, all);
  await expectNoSeriousViolations(page, 'dashboard, dark');
  await setTheme(page, 'light');

  // --- Reports: the overview, then the group and date filters.
  await page.goto('/reports');
  await expect(h1(page)).toHaveText('Reports');
  await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
  await expectKpis(page, all);
  await expect(
    page.getByRole('img', { name: '5 assigned, 4 started (80%), 2 completed (40%).' }),
  ).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Completions per week' })).toBeVisible();
  await expectNoSeriousViolations(page, 'overview, light');

  await filterBar(page).getByLabel('Group', { exact: true }).selectOption({ label: groupName });
  await expect(page).toHaveURL(new RegExp(`groupId=${group.id}`));
  // Ana and Ben: Fire safety twice (both completed) and Ana's Ladder safety.
  await expectKpis(page, {
    People: '2',
    Assignments: '3',
    'Completion rate': '67%',
    'Average score': '50%',
    Overdue: '0',
  });
  await expect(
    page.getByRole('img', { name: '3 assigned, 3 started (100%), 2 completed (67%).' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expectKpis(page, all);
  // Assigned in the last 30 days: Fire safety only.
  await filterBar(page).getByLabel('From', { exact: true }).fill(isoDay(-30));
  await expect(page).toHaveURL(new RegExp(`from=${isoDay(-30)}`));
  await expectKpis(page, { People: '3', Assignments: '3', 'Completion rate': '67%', Overdue: '0' });

  // An end before the start: said beside the dates, and nothing is asked.
  await filterBar(page).getByLabel('To', { exact: true }).fill(isoDay(-35));
  await expect(filterBar(page).getByRole('alert')).toHaveText(
    'The start date is after the end date. Choose a start date on or before the end date.',
  );
  await expect(filterBar(page).getByLabel('From', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(panel(page)).toHaveText('Fix the filters above to see this report.');
  await expectNoSeriousViolations(page, 'inverted range');

  // Up to 35 days ago: Ladder safety only.
  await filterBar(page).getByLabel('From', { exact: true }).fill('');
  await expect(filterBar(page).getByRole('alert')).toHaveCount(0);
  await expectKpis(page, { People: '2', Assignments: '2', 'Completion rate': '0%', Overdue: '1' });
  await expect(kpi(page, 'Average score')).toHaveText('—');

  // An inverted range typed straight into the address is caught the same way.
  await page.goto(`/reports?from=${isoDay(0)}&to=${isoDay(-1)}`);
  await expect(filterBar(page).getByRole('alert')).toContainText(
    'The start date is after the end date.',
  );

  // An unknown group in the address: a clear message, not a crash.
  await page.goto('/reports?tab=courses&groupId=no-such-group');
  await expect(h1(page)).toHaveText('Reports');
  await expect(
    page
      .getByText(
        'This group does not exist or is not one of yours. Choose another group, or all groups.',
      )
      .first(),
  ).toBeVisible();
  await expect(filterBar(page).getByLabel('Group', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.getByRole('button', { name: 'Clear filters' }).click();

  // --- By course.
  await expect(tab(page, 'By course')).toHaveAttribute('aria-selected', 'true');
  const courses = panel(page);
  await expect(courses.getByText('2 courses')).toBeVisible();
  await expect(rowOf(courses, fire.title).getByRole('cell')).toHaveText([
    '3',
    '1',
    '2',
    '0',
    '67%',
    '50%',
    /days?$/,
  ]);
  await expect(rowOf(courses, ladder.title).getByRole('cell')).toHaveText([
    '2',
    '1',
    '0',
    '1',
    '0%',
    '—',
    '—',
  ]);
  await expectNoSeriousViolations(page, 'by course, light');

  const overdueHeader = courses.getByRole('columnheader', { name: 'Overdue' });
  await expect(overdueHeader).toHaveAttribute('aria-sort', 'none');
  await overdueHeader.getByRole('button').click();
  await expect(overdueHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(courses.getByRole('row').nth(1)).toContainText(ladder.title);
  const courseCsv = await exportCsv(page);
  expect(courseCsv.name).toBe('courses-report.csv');
  expect(courseCsv.lines[0]).toBe(
    'Course,Assigned,In progress,Completed,Overdue,Completion %,Average score,Average days to complete',
  );
  expect(courseCsv.lines[1]).toBe(`${ladder.title},2,1,0,1,0,,`);
  expect(courseCsv.lines[2]).toMatch(new RegExp(`^${fire.title},3,1,2,0,67,50,`));
  expect(courseCsv.lines).toHaveLength(3);

  await filterBar(page).getByLabel('Group', { exact: true }).selectOption({ label: groupName });
  await expect(rowOf(courses, fire.title).getByRole('cell').first()).toHaveText('2');
  await expect(rowOf(courses, ladder.title).getByRole('cell')).toHaveText([
    '1',
    '1',
    '0',
    '0',
    '0%',
    '—',
    '—',
  ]);
  const groupCourseCsv = await exportCsv(page);
  expect(groupCourseCsv.lines).toHaveLength(3);
  expect(groupCourseCsv.lines).toContain(`${ladder.title},1,1,0,0,0,,`);
  expect(groupCourseCsv.lines.find((line) => line.startsWith(fire.title))).toMatch(
    new RegExp(`^${fire.title},2,0,2,0,100,50,`),
  );

  await courses.getByRole('link', { name: fire.title }).click();
  await expect(page).toHaveURL(`${BASE_URL}/courses/${fire.id}/assign`);
  await expect(h1(page)).toHaveText('Assign course');
  await page.goBack();

  // --- By group.
  await tab(page, 'By group').click();
  await expect(page).toHaveURL(/tab=groups/);
  const groups = panel(page);
  await expect(rowOf(groups, groupName).getByRole('cell')).toHaveText(['2', '3', '2', '67%', '0']);
  await expectNoSeriousViolations(page, 'by group, light');
  await filterBar(page).getByLabel('To', { exact: true }).fill(isoDay(-35));
  await expect(rowOf(groups, groupName).getByRole('cell')).toHaveText(['2', '1', '0', '0%', '0']);
  const groupCsv = await exportCsv(page);
  expect(groupCsv.lines[0]).toBe('Group,Members,Assignments,Completed,Completion %,Overdue');
  expect(groupCsv.lines.slice(1)).toEqual([`${groupName},2,1,0,0,0`]);
  await groups.getByRole('link', { name: groupName }).click();
  await expect(page).toHaveURL(`${BASE_URL}/group/view/${group.id}`);
  await expect(h1(page)).toHaveText(groupName);
  await page.goBack();

  // --- By person.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await tab(page, 'By person').click();
  const persons = panel(page);
  await expect(persons.getByText('3 people')).toBeVisible();
  await expect(rowOf(persons, 'Ana Alvarez').getByRole('cell')).toHaveText([
    // The row's selection box.
    '',
    '2',
    '1',
    '1',
    '0',
    '100%',
    /ago|now/,
  ]);
  await expectNoSeriousViolations(page, 'by person, light');
  await persons.getByLabel('Search people').fill('cleo');
  await expect(page).toHaveURL(/q=cleo/);
  await expect(persons.getByText('1 person')).toBeVisible();
  await expect(rowOf(persons, 'Cleo Chen').getByRole('cell')).toHaveText([
    // The row's selection box.
    '',
    '2',
    '1',
    '0',
    '1',
    '—',
    /ago|now/,
  ]);
  const personCsv = await exportCsv(page);
  expect(personCsv.lines[0]).toBe(
    'E-mail,Name,Courses,In progress,Completed,Overdue,Average score,Last activity',
  );
  expect(personCsv.lines).toHaveLength(2);
  expect(personCsv.lines[1]).toMatch(
    new RegExp(`^${people.cleo.email.replace(/\./g, '\\.')},Cleo Chen,2,1,0,1,,`),
  );
  // The selection, written in the page, reads as the server's export does.
  await persons.getByRole('checkbox', { name: 'Select Cleo Chen' }).check();
  const [selection] = await Promise.all([
    page.waitForEvent('download'),
    persons.getByRole('button', { name: 'Export the selection' }).click(),
  ]);
  expect(selection.suggestedFilename()).toBe('people-report-selection.csv');
  const selectionText = readFileSync(await selection.path(), 'utf8');
  expect(selectionText.charCodeAt(0), 'UTF-8 byte-order mark').toBe(0xfeff);
  const selectionLines = selectionText.slice(1).trimEnd().split('\r\n');
  expect(selectionLines).toHaveLength(2);
  expect(selectionLines[0]).toBe(personCsv.lines[0]);
  expect(selectionLines[1]).toMatch(
    new RegExp(`^${people.cleo.email.replace(/\./g, '\\.')},Cleo Chen,2,1,0,1,,`),
  );
  await expect(page.getByText('1 person exported to CSV')).toBeVisible();

  await persons.getByRole('button', { name: /^Cleo Chen/ }).click();
  const detail = page.getByRole('dialog', { name: 'Cleo Chen' });
  await expect(detail).toContainText(people.cleo.email);
  await expect(detail).toContainText('2 courses: 0 completed, 1 overdue.');
  // Not completed: no score yet (the one definition the assignee list and learner share).
  await expect(rowOf(detail, fire.title).getByRole('cell')).toHaveText([
    'In progress',
    '50%',
    '—',
    'No due date',
    '—',
  ]);
  await expect(rowOf(detail, ladder.title).getByRole('cell').first()).toHaveText('Overdue');
  await expectNoSeriousViolations(page, 'person detail');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // --- Per question: the course chosen, then each quiz question.
  await tab(page, 'Per question').click();
  const questions = panel(page);
  await expect(questions.getByRole('heading', { name: 'Choose a course' })).toBeVisible();
  await questions.getByLabel('Course', { exact: true }).selectOption({ label: fire.title });
  await expect(rowOf(questions, 'Slide 2').getByRole('cell')).toHaveText([
    fire.question,
    '2',
    '1',
    '50%',
  ]);
  await expectNoSeriousViolations(page, 'per question, light');
  const questionCsv = await exportCsv(page);
  expect(questionCsv.lines).toEqual([
    'Slide,Question,Answered,Correct,Correct %,Answers',
    `2,${fire.question},2,1,50,`,
  ]);
  await questions.getByLabel('Course', { exact: true }).selectOption({ label: ladder.title });
  await expect(rowOf(questions, 'Slide 2').getByRole('cell')).toHaveText([
    ladder.question,
    '0',
    '0',
    'No answers yet',
  ]);

  // Every tab in dark mode, once its figures are in.
  await page.goto('/reports');
  await setTheme(page, 'dark');
  const ready: [string, () => Promise<void>][] = [
    ['Overview', () => expect(kpi(page, 'Assignments')).toHaveText('5')],
    ['By course', () => expect(rowOf(panel(page), fire.title)).toBeVisible()],
    ['By group', () => expect(rowOf(panel(page), groupName)).toBeVisible()],
    ['By person', () => expect(panel(page).getByText('3 people')).toBeVisible()],
    [
      'Per question',
      () => expect(panel(page).getByRole('heading', { name: 'Choose a course' })).toBeVisible(),
    ],
  ];
  for (const [name, loaded] of ready) {
    await tab(page, name).click();
    await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
    await loaded();
    await expectNoSeriousViolations(page, `${name}, dark`);
  }

  // Right to left (Arabic): the value axis stands on the right edge, this week's bar on the left.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const chart = page.getByRole('figure');
  const box = async (locator: Locator) => (await locator.boundingBox()) ?? { x: 0, width: 0 };
  const middle = async () => {
    const frame = await box(chart);
    return frame.x + frame.width / 2;
  };
  // The value axis's "0" (in the digits the browser's Arabic uses).
  const zero = chart.locator('[data-chart="tick"]', { hasText: /^[0٠]$/ });
  await expect.poll(async () => (await box(zero)).width).toBeGreaterThan(0);
  expect((await box(zero)).x).toBeGreaterThan(await middle());
  const thisWeek = await box(chart.locator('[data-chart="column"]').last());
  expect(thisWeek.width).toBeGreaterThan(0);
  expect(thisWeek.x + thisWeek.width).toBeLessThan(await middle());
  await expectNoSeriousViolations(page, 'dashboard, Arabic, dark');

  for (const learner of Object.values(learners)) await learner.dispose();
});

test('a new leader is welcomed, and a learner-only account sees its own learning on the dashboard', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUp(page.request, 'Nico New', unique('nico.new'));

  // Nothing yet: the way to begin, not a wall of zeros.
  await page.goto('/dashboard');
  await expect(h1(page)).toHaveText('Dashboard');
  await expect(page.getByRole('heading', { name: 'Create your first course' })).toBeVisible();
  await expect(page.getByText('Active courses')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'new leader dashboard');
  await page.getByRole('link', { name: 'Create your first course' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/course/new`);

  // A learner who only learns: invited through a group, account made by accepting.
  const course = await publishedCourse(page.request, `Welcome aboard ${stamp}`, 'Ready?');
  const group = await post<{ id: string }>(page.request, '/api/v1/groups', {
    name: `Newcomers ${stamp}`,
  });
  const learnerEmail = unique('nia.learner');
  await post(page.request, `/api/v1/groups/${group.id}/members`, { emails: [learnerEmail] }, 200);
  const mail = await waitForMail(learnerEmail, /invited you to Slidewise/);
  const token = new URL(linkIn(mail, '/invite/')).pathname.split('/').pop()!;

  const context = await browser.newContext({ baseURL: BASE_URL });
  const learner = await context.newPage();
  await post(
    learner.request,
    `/api/v1/invitations/${token}/accept`,
    { name: 'Nia Newcomer', password: PASSWORD },
    200,
  );
  const me = (await (await learner.request.get('/api/v1/me')).json()) as { leader: unknown };
  expect(me.leader).toBeNull();

  const dueAt = new Date(Date.now() + 5 * DAY).toISOString();
  await post(
    page.request,
    `/api/v1/courses/${course.id}/assignees`,
    { emails: [learnerEmail], dueAt },
    200,
  );

  await learner.goto('/dashboard');
  await expect(h1(learner)).toHaveText('Dashboard');
  await expect(learner.getByText('Welcome, Nia Newcomer')).toBeVisible();
  await expectKpis(learner, {
    'Assigned to you': '1',
    'In progress': '0',
    Completed: '0',
    Overdue: '0',
  });
  const next = learner.getByRole('region', { name: 'Up next' });
  await expect(next).toContainText(course.title);
  await expect(next).toContainText('Due ');
  await expect(next.getByRole('link', { name: 'Start' })).toHaveAttribute(
    'href',
    `/learn/${course.id}`,
  );
  // Nothing of a leader's: no figures of other people, no quick actions.
  await expect(learner.getByRole('region', { name: 'Quick actions' })).toHaveCount(0);
  await expectNoSeriousViolations(learner, 'learner dashboard, light');
  await setTheme(learner, 'dark');
  await expect(next).toContainText(course.title);
  await expectNoSeriousViolations(learner, 'learner dashboard, dark');

  await next.getByRole('link', { name: 'Start' }).click();
  await expect(learner).toHaveURL(`${BASE_URL}/learn/${course.id}`);
  await context.close();
});
