import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { BASE_URL, DB_FILE } from './support/env';
import { linkIn, waitForMail } from './support/mail';
import {
  PASSWORD,
  api,
  freshPage,
  publishedCourse,
  signUp,
  signedInPage,
  unique,
} from './support/a11y';
import { expectNoSeriousViolations } from './support/axe';

/** A published course of three slides: content, a quiz (Blue is right), content. */
const createPublishedCourse = (page: Page, title: string) =>
  publishedCourse(page, title, {
    question: 'What colour is a clear daytime sky?',
    options: ['Green', 'Blue', 'Purple'],
    correct: [1],
    multiple: false,
    explanation: 'Air scatters blue light the most.',
  });

async function createGroup(page: Page, name: string, emails: string[]) {
  const group = await api<{ id: string }>(page, 'POST', '/api/v1/groups', { name });
  await api(page, 'POST', `/api/v1/groups/${group.id}/members`, { emails });
  return group.id;
}

/** Waits until every progress post the player has made so far has been answered. */
async function progressSaved(page: Page) {
  await expect(page.getByText(/Connection lost/)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

const rowOf = (page: Page, email: string) => page.locator(`tr[data-assignee="${email}"]`);

test.describe('assigning and taking a course', () => {
  test('a leader assigns a group and a new address; the invited person takes the course on a phone, resumes and completes it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const leaderEmail = unique('leader');
    const memberEmail = unique('member');
    const newcomerEmail = unique('newcomer');
    const courseTitle = `Colours ${Date.now()}`;

    // A member with an account, then the leader's course and group (through the API).
    await signUp(await freshPage(browser), 'Gina Member', memberEmail);
    await signUp(page, 'Lena Leader', leaderEmail);
    const courseId = await createPublishedCourse(page, courseTitle);
    await createGroup(page, 'Testers', [memberEmail]);

    // Assign in the UI: the group, and one address that has no account.
    await page.goto(`/courses/${courseId}/assign`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Assign course');
    await expect(page.getByText(`Choose who takes “${courseTitle}”, and by when.`)).toBeVisible();
    const people = page.getByRole('combobox', { name: 'People' });
    await people.fill(newcomerEmail);
    await people.press('Enter');
    await expect(
      page.getByRole('list', { name: 'People chosen' }).getByText(newcomerEmail),
    ).toBeVisible();
    await page.getByRole('checkbox', { name: /Testers/ }).check();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(
      page.getByText('Assigned to 2 people. 1 invitation sent to someone without an account.'),
    ).toBeVisible();

    await expect(rowOf(page, memberEmail)).toContainText('Testers');
    await expect(rowOf(page, memberEmail)).toContainText('Not started');
    await expect(rowOf(page, newcomerEmail)).toContainText('Direct');
    await expect(rowOf(page, newcomerEmail)).toContainText('Invitation pending');

    // Assigning the same address again adds nobody.
    await people.fill(newcomerEmail);
    await people.press('Enter');
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(page.getByText('1 person already had this course.')).toBeVisible();

    // The invited person opens the link from the e-mail, on a phone.
    const invitation = await waitForMail(newcomerEmail, /invited you to Slidewise/);
    const inviteUrl = linkIn(invitation, '/invite/');
    const token = new URL(inviteUrl).pathname.split('/').at(-1)!;
    let learner = await freshPage(browser, { phone: true });
    const learnerContext = learner.context();
    await learner.goto(new URL(inviteUrl).pathname);
    const nameField = learner.getByLabel('Your name');
    const invitePageBuilt = await nameField.waitFor({ timeout: 8_000 }).then(
      () => true,
      () => false,
    );
    test.info().annotations.push({
      type: 'invitation',
      description: invitePageBuilt ? 'accepted on the invite page' : 'accepted through the API',
    });
    if (invitePageBuilt) {
      await nameField.fill('Nora Newcomer');
      await learner.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await learner.getByRole('button', { name: 'Create account and accept' }).click();
      // The invitation named the course: accepting leads straight into it.
      await expect(learner).toHaveURL(`${BASE_URL}/learn/${courseId}`);
      await expect(learner.getByText('Slide 1 of 3')).toBeVisible();
      await progressSaved(learner);
    } else {
      // The invite screen is not there yet: accept as the e-mail's link would.
      await api(learner, 'POST', `/api/v1/invitations/${token}/accept`, {
        name: 'Nora Newcomer',
        password: PASSWORD,
      });
    }

    await learner.goto('/learn');
    await expect(learner.getByRole('heading', { level: 1 })).toHaveText('My learning');
    const card = learner.getByRole('article', { name: courseTitle });
    await expect(card).toContainText('Assigned by Lena Leader');
    // The first slide was seen on arrival (one of three).
    await expect(card.getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      invitePageBuilt ? '33' : '0',
    );
    await expectNoSeriousViolations(learner);
    await card.getByRole('link', { name: invitePageBuilt ? 'Continue' : 'Start' }).click();

    // Slide 1, then the quiz.
    await expect(learner).toHaveURL(`${BASE_URL}/learn/${courseId}`);
    await expect(learner.getByRole('heading', { level: 1 })).toHaveText(courseTitle);
    await expect(learner.getByText('Slide 1 of 3')).toBeVisible();
    await expect(learner.getByText('Colours are everywhere around us.')).toBeVisible();
    // One slide, full width: nothing spills sideways on a phone.
    const overflow = await learner.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await learner.getByRole('button', { name: 'Next' }).click();
    await expect(learner.getByText('Slide 2 of 3')).toBeVisible();
    await learner.getByRole('button', { name: 'Submit answer' }).click();
    await expect(learner.getByText('Choose an answer first.')).toBeVisible();
    await learner.getByRole('radio', { name: 'Blue' }).check();
    await learner.getByRole('button', { name: 'Submit answer' }).click();
    await expect(learner.getByText('Correct!')).toBeVisible();
    await expect(learner.getByText('Air scatters blue light the most.')).toBeVisible();
    await expect(learner.getByRole('radio', { name: /Blue/ })).toBeDisabled();
    await expectNoSeriousViolations(learner);
    await progressSaved(learner);

    // Stops halfway; comes back later (a new page, same browser).
    await learner.close();
    learner = await learnerContext.newPage();
    await learner.goto('/learn');
    const resumed = learner.getByRole('article', { name: courseTitle });
    await expect(resumed.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '66');
    await resumed.getByRole('link', { name: 'Continue' }).click();
    await expect(learner.getByText('Slide 2 of 3')).toBeVisible();
    await expect(learner.getByText('Correct!')).toBeVisible();
    await expect(learner.getByRole('button', { name: 'Submit answer' })).toHaveCount(0);

    await learner.getByRole('button', { name: 'Next' }).click();
    await expect(learner.getByText('That is all for today.')).toBeVisible();
    await learner.getByRole('button', { name: 'Finish' }).click();
    await expect(learner.getByRole('heading', { name: 'Course completed' })).toBeVisible();
    await expect(learner.getByText('100%')).toBeVisible();
    await learner.getByRole('link', { name: 'Back to My learning' }).click();
    const done = learner.getByRole('article', { name: courseTitle });
    await expect(done.getByRole('link', { name: 'Review' })).toBeVisible();
    await expect(done).toContainText('Completed');
    await expect(done).toContainText('Score: 100%');

    // The leader sees it completed, with the score.
    await page.reload();
    const row = rowOf(page, newcomerEmail);
    await expect(row).toContainText('Completed');
    // Cells: the selection box, via, status, progress, score.
    await expect(row.getByRole('cell').nth(4)).toHaveText('100%');
    await expect(row).toContainText('Nora Newcomer');
    await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await learnerContext.close();
  });

  test('keyboard in the player, an overdue row, the status filter and a draft course', async ({
    page,
    browser,
  }) => {
    const leaderEmail = unique('leader');
    const memberEmail = unique('member');
    const courseTitle = `Keys ${Date.now()}`;
    await signUp(await freshPage(browser), 'Kim Keys', memberEmail);
    await signUp(page, 'Lars Leader', leaderEmail);
    const courseId = await createPublishedCourse(page, courseTitle);
    await api(page, 'POST', `/api/v1/courses/${courseId}/assignees`, { emails: [memberEmail] });

    // The learner moves with the arrow keys; the options keep theirs.
    const learner = await signedInPage(browser, memberEmail);
    await learner.goto(`/learn/${courseId}`);
    await expect(learner.getByText('Slide 1 of 3')).toBeVisible();
    await learner.keyboard.press('ArrowRight');
    await expect(learner.getByText('Slide 2 of 3')).toBeVisible();
    await learner.getByRole('radio', { name: 'Green' }).focus();
    await learner.keyboard.press('Space');
    await learner.keyboard.press('ArrowRight'); // moves between the options, not the slides
    await expect(learner.getByRole('radio', { name: 'Blue' })).toBeChecked();
    await expect(learner.getByText('Slide 2 of 3')).toBeVisible();
    await learner.getByRole('button', { name: 'Submit answer' }).press('Enter');
    await expect(learner.getByText('Correct!')).toBeVisible();
    await learner.keyboard.press('ArrowLeft');
    await expect(learner.getByText('Slide 1 of 3')).toBeVisible();
    await learner.keyboard.press('ArrowRight');
    await expect(learner.getByText('Slide 2 of 3')).toBeVisible();
    await expect(learner.getByText('Correct!')).toBeVisible();
    // Stops here: in progress, so a passed due date makes it overdue.
    await progressSaved(learner);

    // The leader gives a due date in the UI…
    await page.goto(`/courses/${courseId}/assign`);
    const row = rowOf(page, memberEmail);
    await expect(row).toContainText('In progress');
    await row.getByRole('button', { name: 'Actions for Kim Keys' }).click();
    await page.getByRole('menuitem', { name: 'Change the due date…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the due date' });
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await dialog
      .getByLabel('Due date')
      .fill(`${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Due date saved.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(row).not.toContainText('Overdue');

    // …which then passes (moved in the database), so the row turns overdue.
    const db = new Database(DB_FILE);
    try {
      const changed = db
        .prepare('UPDATE assignments SET due_at = ? WHERE course_id = ? AND email = ?')
        .run(
          new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString(),
          courseId,
          memberEmail,
        ).changes;
      expect(changed).toBe(1);
    } finally {
      db.close();
    }
    await page.reload();
    await expect(row.locator('[data-status="overdue"]')).toHaveText('Overdue');
    await page.getByLabel('Status').selectOption('completed');
    await expect(page.getByRole('heading', { name: 'No match' })).toBeVisible();
    await page.getByLabel('Status').selectOption('overdue');
    await expect(row).toBeVisible();
    await expectNoSeriousViolations(page);

    // The learner sees it overdue too.
    await learner.goto('/learn');
    await expect(learner.getByRole('article', { name: courseTitle })).toContainText(
      'Overdue since',
    );

    // A draft course cannot be assigned: the screen says why and links to the course.
    const { id: draftId } = await api<{ id: string }>(page, 'POST', '/api/v1/courses', {
      title: 'Unfinished',
    });
    await page.goto(`/courses/${draftId}/assign`);
    await expect(page.getByText('This course is a draft.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the course' })).toHaveAttribute(
      'href',
      `/courses/view/${draftId}`,
    );
    await expect(page.getByRole('button', { name: 'Assign', exact: true })).toHaveCount(0);

    // A course not assigned to the learner is the 404 page.
    await learner.goto(`/learn/${draftId}`);
    await expect(learner.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await learner.context().close();
  });
});
