import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { BASE_URL, DB_FILE } from './support/env';
import { api, publishedCourse, signedUpPage, unique } from './support/a11y';
import { expectNoSeriousViolations } from './support/axe';

const DAY = 24 * 60 * 60 * 1000;

/** A published course (content, a question where Three is right, content), assigned. */
async function createCourse(
  leader: Page,
  title: string,
  learnerEmail: string,
  settings: Record<string, unknown> | null = { passMark: 100, maxAttempts: 3, validForDays: 365 },
  /** Between adding the slides and publishing: the leader's own steps (the editor). */
  beforePublishing?: (courseId: string) => Promise<void>,
) {
  const quiz = {
    question: 'How many points of contact?',
    options: ['One', 'Three', 'Five'],
    correct: [1],
    multiple: false,
    explanation: 'Two feet and a hand, or two hands and a foot.',
  };
  const id = await publishedCourse(leader, title, quiz, {
    settings: settings ?? {},
    beforePublishing,
  });
  await api(leader, 'POST', `/api/v1/courses/${id}/assignees`, { emails: [learnerEmail] });
  return id;
}

/** From the first slide, or (a retake) from the question, which opens unanswered. */
async function takeCourse(learner: Page, answer: string, retake = false) {
  if (!retake) {
    await expect(learner.getByText('Slide 1 of 3')).toBeVisible();
    await learner.getByRole('button', { name: 'Next' }).click();
  }
  await expect(learner.getByText('Slide 2 of 3')).toBeVisible();
  await expect(learner.getByRole('radio', { name: answer })).toBeEnabled();
  await learner.getByRole('radio', { name: answer }).check();
  await learner.getByRole('button', { name: 'Submit answer' }).click();
  await expect(learner.getByText('Two feet and a hand, or two hands and a foot.')).toBeVisible();
  await learner.getByRole('button', { name: 'Next' }).click();
  await learner.getByRole('button', { name: 'Finish' }).click();
}

test('a learner fails, retakes and passes on a phone, downloads the certificate, anyone verifies it, and the leader sees the person expiring', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const leaderEmail = unique('leader');
  const learnerEmail = unique('learner');
  const title = `Ladder safety ${Date.now()}`;
  const leader = await signedUpPage(browser, 'Lea Leader', leaderEmail);
  const learner = await signedUpPage(browser, 'Omar Learner', learnerEmail, { phone: true });
  const courseId = await createCourse(leader, title, learnerEmail);

  // First attempt: wrong, below the pass mark.
  await learner.goto(`/learn/${courseId}`);
  await takeCourse(learner, 'One');
  await expect(learner.getByRole('heading', { name: 'Not passed' })).toBeVisible();
  await expect(learner.getByText('Your score:')).toContainText('0%');
  await expect(learner.getByText('The pass mark is 100%.')).toBeVisible();
  const wrong = learner.getByRole('region', { name: 'What was wrong' });
  await expect(wrong).toContainText('How many points of contact?');
  await expect(wrong).toContainText('Right answer: Three');
  await expectNoSeriousViolations(learner);

  // Try again: the answers are cleared and the player opens on the question; this time right.
  await learner.getByRole('button', { name: 'Try again (attempt 2 of 3)' }).click();
  await takeCourse(learner, 'Three', true);
  await expect(learner.getByRole('heading', { name: 'Passed' })).toBeVisible();
  await expect(learner.getByText('Your score:')).toContainText('100%');
  await expectNoSeriousViolations(learner);
  const link = learner.getByRole('link', { name: 'Download certificate' });
  const href = (await link.getAttribute('href'))!;
  const certificateId = href.split('/').at(-2)!;
  const [download] = await Promise.all([learner.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`certificate-${certificateId}.pdf`);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // My learning offers it too.
  await learner.goto('/learn');
  const card = learner.getByRole('article', { name: title });
  await expect(card).toContainText('Completed');
  await expect(
    card.getByRole('link', { name: `Download the certificate for ${title}` }),
  ).toBeVisible();

  // Anyone, signed out, checks it through the address on the certificate.
  const stranger = await (await browser.newContext({ baseURL: BASE_URL })).newPage();
  await stranger.goto(`/verify/${certificateId}`);
  await expect(stranger.getByRole('heading', { name: 'Certificate check' })).toBeVisible();
  await expect(stranger.getByRole('status').filter({ hasText: 'Valid' })).toHaveText('Valid');
  await expect(stranger.getByText('Omar Learner')).toBeVisible();
  await expect(stranger.getByText(title)).toBeVisible();
  await expect(stranger.getByText(learnerEmail)).toHaveCount(0);
  await expectNoSeriousViolations(stranger);
  await stranger.goto('/verify/AAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(stranger.getByText('There is no certificate with this number.')).toBeVisible();

  // The completion runs out in 10 days (moved in the database): the leader sees it expiring.
  const db = new Database(DB_FILE);
  try {
    const changed = db
      .prepare('UPDATE assignments SET valid_until = ? WHERE course_id = ? AND email = ?')
      .run(new Date(Date.now() + 10 * DAY).toISOString(), courseId, learnerEmail).changes;
    expect(changed).toBe(1);
  } finally {
    db.close();
  }
  await leader.goto('/reports?tab=compliance');
  await expect(leader.getByRole('tab', { name: 'Compliance' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const row = leader.getByRole('row', { name: /Omar Learner/ });
  await expect(row).toContainText('Expiring');
  await expect(row).toContainText(title);
  await expect(leader.locator('[data-count="expiring"]')).toHaveText('1');
  await leader.getByRole('combobox', { name: 'Training status' }).selectOption('expiring');
  await expect(leader).toHaveURL(/compliance=expiring/);
  await expect(row).toBeVisible();
  await expectNoSeriousViolations(leader);

  // The assignee table shows the result and attempts.
  await leader.goto(`/courses/${courseId}/assign`);
  const assignee = leader.locator(`tr[data-assignee="${learnerEmail}"]`);
  await expect(assignee).toContainText('Passed');
  await expect(assignee).toContainText('Attempt 2 of 3');
  await expect(assignee).toContainText('Expiring');
});

test('the leader sets a pass mark, one attempt and a sign-off in the editor; out of attempts, more are granted; the learner signs off', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const leaderEmail = unique('leader');
  const learnerEmail = unique('learner');
  const title = `Data policy ${Date.now()}`;
  const leader = await signedUpPage(browser, 'Lea Leader', leaderEmail);
  const learner = await signedUpPage(browser, 'Sami Signer', learnerEmail);

  const courseId = await createCourse(leader, title, learnerEmail, null, async (id) => {
    await leader.goto(`/courses/edit/${id}`);
    const panel = leader.getByRole('heading', { name: 'Training that counts' }).locator('..');
    await panel.getByLabel('Pass mark (%)').fill('101');
    await panel.getByRole('button', { name: 'Save settings' }).click();
    await expect(
      panel.getByText('Enter a pass mark from 1 to 100, or leave it empty.'),
    ).toBeVisible();
    await panel.getByLabel('Pass mark (%)').fill('100');
    await panel.getByRole('combobox', { name: 'Attempts' }).selectOption('1');
    await panel.getByLabel('Ask for a sign-off with the full name at the end').check();
    await expectNoSeriousViolations(leader);
    await panel.getByRole('button', { name: 'Save settings' }).click();
    await expect(leader.getByText('Settings saved')).toBeVisible();
  });
  const saved = (await (await leader.request.get(`/api/v1/courses/${courseId}`)).json()) as object;
  expect(saved).toMatchObject({ passMark: 100, maxAttempts: 1, requireSignOff: true });

  // One attempt, failed: nothing left to try.
  await learner.goto(`/learn/${courseId}`);
  await takeCourse(learner, 'Five');
  await expect(learner.getByRole('heading', { name: 'Not passed' })).toBeVisible();
  await expect(
    learner.getByText('No attempts are left. Ask Lea Leader for another attempt.'),
  ).toBeVisible();
  await expect(learner.getByRole('button', { name: /Try again/ })).toHaveCount(0);

  // The leader sees it failed and gives one more attempt.
  await leader.goto(`/courses/${courseId}/assign`);
  const row = leader.locator(`tr[data-assignee="${learnerEmail}"]`);
  await expect(row).toContainText('Failed');
  await expect(row).toContainText('Not passed');
  await row.getByRole('button', { name: 'Actions for Sami Signer' }).click();
  await leader.getByRole('menuitem', { name: 'Give more attempts' }).click();
  const dialog = leader.getByRole('dialog', { name: 'Give more attempts' });
  await expectNoSeriousViolations(leader);
  await dialog.getByRole('button', { name: 'Give attempts' }).click();
  await expect(leader.getByText('Sami Signer can try once more')).toBeVisible();
  await expect(row).toContainText('In progress');
  await expect(row).toContainText('Attempt 1 of 2');

  // The learner tries again, passes, and signs off.
  // Coming back, the course opens on its closing screen, with the new attempt offered.
  await learner.reload();
  await learner.getByRole('button', { name: 'Try again (attempt 2 of 2)' }).click();
  await takeCourse(learner, 'Three', true);
  await expect(learner.getByRole('heading', { name: 'Sign off' })).toBeVisible();
  await learner.getByRole('button', { name: 'Sign off' }).click();
  await expect(learner.getByText('Type your full name.')).toBeVisible();
  await expect(
    learner.getByText('Confirm that you have read and understood the course.'),
  ).toBeVisible();
  await expectNoSeriousViolations(learner);
  await learner.getByLabel('Full name').fill('Sami A. Signer');
  await learner.getByLabel('I have read and understood this course').check();
  await learner.getByRole('button', { name: 'Sign off' }).click();
  await expect(learner.getByRole('heading', { name: 'Passed' })).toBeVisible();
  await expect(learner.getByRole('link', { name: 'Download certificate' })).toBeVisible();

  await leader.reload();
  await expect(row).toContainText('Completed');
  await expect(row).toContainText('Signed off');
});
