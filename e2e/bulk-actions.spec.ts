import { expect, test, type Page } from '@playwright/test';
import { api, publishedCourse, signUp, tabTo, unique } from './support/a11y';
import { expectNoSeriousViolations } from './support/axe';
import { mailCount, waitForMail } from './support/mail';

// Bulk actions with the keyboard alone: Tab to a row's box, Space to tick, Tab to the action.

const axe = (page: Page, where: string) => expectNoSeriousViolations(page, where);

const toolbar = (page: Page) => page.getByRole('group', { name: 'Actions for the selected rows' });
const announced = (page: Page) => page.locator('p[aria-live="polite"].sr-only');

async function tick(page: Page, name: string) {
  const box = page.getByRole('checkbox', { name: `Select ${name}` });
  await tabTo(page, box, { max: 80 });
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}

test('a leader reminds two assignees and removes a third, with the keyboard alone', async ({
  page,
}) => {
  const leader = unique('bulk.leader');
  await signUp(page, 'Bulk Leader', leader);
  const courseId = await publishedCourse(page, 'Bulk course');
  const [ana, bo, chen] = [unique('bulk.ana'), unique('bulk.bo'), unique('bulk.chen')] as const;
  await api(page, 'POST', `/api/v1/courses/${courseId}/assignees`, { emails: [ana, bo, chen] });
  // The assignment e-mails go first; the reminders are counted after them.
  for (const email of [ana, bo, chen]) await waitForMail(email, /Bulk course/);
  const mailsBefore = [await mailCount(ana), await mailCount(bo), await mailCount(chen)];

  await page.goto(`/courses/${courseId}/assign`);
  await expect(page.locator(`tr[data-assignee="${chen}"]`)).toBeVisible();
  await expect(toolbar(page)).toHaveCount(0);

  await tick(page, ana);
  await expect(announced(page)).toHaveText('1 selected');
  await tick(page, bo);
  await expect(announced(page)).toHaveText('2 selected');
  await expect(toolbar(page)).toContainText('2 selected');
  await axe(page, 'the assignees with two selected');

  await tabTo(page, toolbar(page).getByRole('button', { name: 'Send a reminder' }), {
    back: true,
    max: 20,
  });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Reminders sent to 2 people')).toBeVisible();
  await expect(toolbar(page)).toHaveCount(0);
  await expect(announced(page)).toHaveText('');
  // One e-mail each to the two chosen, none to the third.
  await expect.poll(() => mailCount(ana)).toBe(mailsBefore[0]! + 1);
  await expect.poll(() => mailCount(bo)).toBe(mailsBefore[1]! + 1);
  expect(await mailCount(chen)).toBe(mailsBefore[2]);

  // Remove asks first; the count is in the question, the button and the toast.
  await tick(page, chen);
  await tabTo(page, toolbar(page).getByRole('button', { name: 'Remove', exact: true }), {
    back: true,
    max: 20,
  });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Take this course away from 1 person?' });
  await expect(dialog).toBeVisible();
  await axe(page, 'the bulk remove confirmation');
  await tabTo(page, dialog.getByRole('button', { name: 'Remove 1 person' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Course taken away from 1 person')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator(`tr[data-assignee="${chen}"]`)).toHaveCount(0);
  await expect(page.locator(`tr[data-assignee="${ana}"]`)).toBeVisible();
  await expect(page.locator(`tr[data-assignee="${bo}"]`)).toBeVisible();
});

test('a leader removes group members in one go, and hides a column that stays hidden', async ({
  page,
}) => {
  const leader = unique('bulk.groups');
  await signUp(page, 'Group Leader', leader);
  const members = [unique('bulk.m1'), unique('bulk.m2'), unique('bulk.m3')];
  const group = await api<{ id: string }>(page, 'POST', '/api/v1/groups', { name: 'Night shift' });
  await api(page, 'POST', `/api/v1/groups/${group.id}/members`, { emails: members });

  await page.goto(`/group/view/${group.id}`);
  const table = page.getByRole('table', { name: 'Members of this group (3)' });
  await expect(table).toBeVisible();

  await tick(page, members[0]!);
  await tick(page, members[1]!);
  await expect(announced(page)).toHaveText('2 selected');
  await tabTo(page, toolbar(page).getByRole('button', { name: 'Remove from group' }), {
    back: true,
    max: 20,
  });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Remove 2 members from this group?' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Remove 2 members' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('2 members removed')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Members of this group (1)' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: members[2]! })).toBeVisible();

  // The Columns menu, by keyboard: hide "Courses"; a reload keeps it hidden.
  await tabTo(page, page.getByRole('button', { name: 'Columns' }), { back: true, max: 30 });
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  for (let i = 0; i < 10; i++) {
    if (
      await menu
        .getByRole('menuitemcheckbox', { name: 'Courses' })
        .evaluate((el) => el === document.activeElement)
    )
      break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Space');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Courses' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Members of this group (1)' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Courses' })).toHaveCount(0);
  await axe(page, 'the members with a hidden column');
});
