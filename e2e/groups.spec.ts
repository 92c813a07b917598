import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { BASE_URL, DB_FILE } from './support/env';
import { confirmAddress, linkIn, rejectAddress, waitForMail } from './support/mail';
import { unique } from './support/a11y';
import { expectNoSeriousViolations } from './support/axe';

const PASSWORD = 'groups pass 2468';
const LEADER = 'Lea Leader';
const INVITE_SUBJECT = /invited you to Slidewise/;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Creates an account through the API; the session lands wherever `request` keeps cookies. */
async function signUpWith(request: APIRequestContext, email: string, name = LEADER) {
  const response = await request.post('/api/auth/sign-up/email', {
    data: { name, email, password: PASSWORD },
    headers: { origin: BASE_URL },
  });
  expect(response.ok(), `sign-up of ${email}`).toBe(true);
  await confirmAddress(request, email);
}

/** A fresh, signed-out browser context (its own cookies). */
async function freshPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: BASE_URL });
  return context.newPage();
}

/** Creates a group through the form and waits for its screen; returns its id. */
async function createGroup(page: Page, name: string, description = '') {
  await page.goto('/group/new');
  await expect(h1(page)).toHaveText('New group');
  await page.getByLabel('Name').fill(name);
  if (description) await page.getByLabel('Description').fill(description);
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page).toHaveURL(/\/group\/view\/[^/]+$/);
  await expect(h1(page)).toHaveText(name);
  return new URL(page.url()).pathname.split('/').pop()!;
}

function memberRow(page: Page, email: string) {
  return page.getByRole('table', { name: /Members of this group/ }).getByRole('row', {
    name: new RegExp(email.replace(/[.+]/g, '\\$&')),
  });
}

/** Pastes addresses into "Add people", previews, and adds; returns the dialog. */
async function openAddPeople(page: Page) {
  await page.getByRole('button', { name: 'Add people' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add people' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const expectScreenAccessible = (page: Page) => expectNoSeriousViolations(page);

test('a leader creates a group, adds five pasted addresses through the preview, and an invited person joins from the e-mail', async ({
  page,
  browser,
  request,
}) => {
  const leader = unique('leader');
  await signUpWith(page.request, leader);
  // Someone who already has an account (signed up elsewhere: its own cookies).
  const existing = unique('has-account');
  await signUpWith(request, existing, 'Ezra Existing');
  const invitees = [unique('new-a'), unique('new-b'), unique('new-c')];

  // The empty list leads to the form.
  await page.goto('/groups');
  await expect(h1(page)).toHaveText('Groups');
  await expect(page.getByRole('heading', { name: 'No groups yet' })).toBeVisible();
  await expectScreenAccessible(page);
  await page.getByRole('link', { name: 'Create your first group' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/group/new`);
  const name = `Night shift ${Date.now()}`;
  await createGroup(page, name, 'Everyone on nights');
  await expect(page.getByText('Everyone on nights')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No members yet' })).toBeVisible();

  // Five addresses, one a line that is not an address.
  const dialog = await openAddPeople(page);
  await dialog
    .getByLabel('E-mail addresses')
    .fill(
      `${invitees[0]}, ${invitees[1]}\nnot-an-email\n${existing.toUpperCase()}\n${invitees[2]}`,
    );
  await expect(dialog.getByText('5 addresses')).toBeVisible();
  await dialog.getByRole('button', { name: 'Preview' }).click();

  const preview = page.getByRole('dialog', { name: 'Check the list' });
  const table = preview.getByRole('table', { name: 'Each address and what adding it would do' });
  await expect(table.getByRole('row')).toHaveCount(6);
  const invalid = table.getByRole('row', { name: /not-an-email/ });
  await expect(invalid).toContainText('Line 2');
  await expect(invalid).toContainText('Not a valid address');
  await expect(table.getByRole('row', { name: /HAS-ACCOUNT/ })).toContainText('Has an account');
  await expect(table.getByRole('row', { name: new RegExp(invitees[0]!) })).toContainText('New');
  await expect(preview.getByText('1 invalid')).toBeVisible();
  await expect(preview.getByText('3 new (get an invitation)')).toBeVisible();
  await preview.getByRole('button', { name: 'Add 4 people' }).click();

  await expect(
    page.getByText('4 people added to the group. 3 invitations sent by e-mail.'),
  ).toBeVisible();
  await expect(preview).toBeHidden();
  for (const email of invitees) await expect(memberRow(page, email)).toContainText('Invited');
  await expect(memberRow(page, existing)).toContainText('Active');
  await expect(memberRow(page, existing)).toContainText('Ezra Existing');
  await expect(page.getByText('not-an-email')).toHaveCount(0);
  await expectScreenAccessible(page);

  // The invitation e-mail opens /invite/{token} for a visitor.
  const mail = await waitForMail(invitees[0]!, INVITE_SUBJECT);
  const link = linkIn(mail, '/invite/');
  expect(new URL(link).pathname).toMatch(/^\/invite\/[^/]+$/);
  const guest = await freshPage(browser);
  await guest.goto(link);
  await expect(h1(guest)).toHaveText('Accept your invitation');
  await expect(guest.getByText(`${LEADER} invited you to learn on Slidewise.`)).toBeVisible();
  await expect(guest.getByText(`Invitation for ${invitees[0]}`)).toBeVisible();
  await expect(guest.getByLabel('E-mail address')).toHaveValue(invitees[0]!);
  await expectNoSeriousViolations(guest);

  await guest.getByLabel('Your name').fill('Nia Newcomer');
  await guest.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await guest.getByRole('button', { name: 'Create account and accept' }).click();
  await expect(guest).toHaveURL(`${BASE_URL}/learn`);
  await expect(h1(guest)).toHaveText('My learning');

  // Once joined, the link takes them straight back in, and anyone else to sign in.
  await guest.goto(link);
  await expect(guest).toHaveURL(`${BASE_URL}/learn`);
  await guest.context().close();
  const stranger = await freshPage(browser);
  await stranger.goto(link);
  await expect(h1(stranger)).toHaveText('You have already joined');
  await expect(stranger.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Flearn',
  );
  await expectNoSeriousViolations(stranger);
  await stranger.context().close();

  // The leader now sees the member as active, with the name they chose.
  await page.reload();
  await expect(memberRow(page, invitees[0]!)).toContainText('Active');
  await expect(memberRow(page, invitees[0]!)).toContainText('Nia Newcomer');
  await expect(memberRow(page, invitees[1]!)).toContainText('Invited');

  // Search within members.
  await page.getByLabel('Search members').fill('new-b');
  await expect(memberRow(page, invitees[1]!)).toBeVisible();
  await expect(memberRow(page, invitees[0]!)).toHaveCount(0);

  // The list shows the group with its member count.
  await page.goto('/groups');
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('4 members');
  await expectScreenAccessible(page);
});

test('a duplicate group name is refused at the name field, whatever its case', async ({ page }) => {
  await signUpWith(page.request, unique('dup'));
  const name = `Team ${Date.now()}`;
  await createGroup(page, name);

  await page.goto('/group/new');
  await page.getByLabel('Name').fill(name.toUpperCase());
  await page.getByRole('button', { name: 'Create group' }).click();
  const nameField = page.getByLabel('Name');
  await expect(
    page.getByText('You already have a group with this name. Choose another one.'),
  ).toBeVisible();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(`${BASE_URL}/group/new`);
});

test('people come from a CSV file’s email column; a CSV without one, or another file, is explained', async ({
  page,
}) => {
  await signUpWith(page.request, unique('csv'));
  await createGroup(page, `Csv ${Date.now()}`);
  const dir = mkdtempSync(join(tmpdir(), 'groups-csv-'));
  const noColumn = join(dir, 'no-email.csv');
  writeFileSync(noColumn, 'name,team\nAnn,A\n');
  const notCsv = join(dir, 'people.txt');
  writeFileSync(notCsv, 'ann@example.com\n');
  const people = [unique('csv-a'), unique('csv-b')];
  const good = join(dir, 'team.csv');
  writeFileSync(good, `Name;E-mail\nAnn;${people[0]}\nBo;${people[1]}\n`);

  const dialog = await openAddPeople(page);
  const file = dialog.getByLabel('Or upload a CSV file');
  // The app's own button stands for the field (not the browser's), the chosen file named beside it.
  const chooser = dialog.getByRole('button', { name: 'Or upload a CSV file Choose a file…' });
  await expect(chooser).toHaveAccessibleDescription(/^No file chosen /);
  await file.setInputFiles(noColumn);
  await expect(
    dialog.getByText(
      'no-email.csv has no “email” column. Name the column with the addresses “email” in the first row.',
    ),
  ).toBeVisible();
  await file.setInputFiles(notCsv);
  await expect(
    dialog.getByText('people.txt is not a CSV file. Save the spreadsheet as CSV and try again.'),
  ).toBeVisible();

  await file.setInputFiles(good);
  await expect(dialog.getByText('2 addresses from team.csv added to the list.')).toBeVisible();
  await expect(chooser).toHaveAccessibleDescription(/^team\.csv /);
  await expect(dialog.getByLabel('E-mail addresses')).toHaveValue(people.join('\n'));
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Check the list' });
  await preview.getByRole('button', { name: 'Add 2 people' }).click();
  await expect(
    page.getByText('2 people added to the group. 2 invitations sent by e-mail.'),
  ).toBeVisible();
  for (const email of people) await expect(memberRow(page, email)).toContainText('Invited');

  // Adding the same list again: both are members already, so nothing to add.
  const again = await openAddPeople(page);
  await again.getByLabel('E-mail addresses').fill(people.join(' '));
  await again.getByRole('button', { name: 'Preview' }).click();
  const second = page.getByRole('dialog', { name: 'Check the list' });
  await expect(second.getByText('2 already members')).toBeVisible();
  await expect(second.getByRole('button', { name: 'Add 0 people' })).toBeDisabled();
});

test('a leader removes a member, edits the group and deletes it; members’ accounts stay', async ({
  page,
}) => {
  await signUpWith(page.request, unique('remove'));
  const name = `Removals ${Date.now()}`;
  const id = await createGroup(page, name);
  const [keep, drop] = [unique('keep'), unique('drop')];
  const dialog = await openAddPeople(page);
  await dialog.getByLabel('E-mail addresses').fill(`${keep}\n${drop}`);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('button', { name: 'Add 2 people' }).click();
  await expect(memberRow(page, drop)).toBeVisible();

  await page.getByRole('button', { name: `Remove ${drop}` }).click();
  const confirm = page.getByRole('dialog', { name: `Remove ${drop} from this group?` });
  await expect(confirm).toContainText('Their account stays');
  await confirm.getByRole('button', { name: 'Remove from group' }).click();
  await expect(page.getByText(`${drop} was removed from the group.`)).toBeVisible();
  await expect(memberRow(page, drop)).toHaveCount(0);
  await expect(memberRow(page, keep)).toBeVisible();

  // Edit is the same screen with the details editable.
  await page.getByRole('link', { name: 'Edit details' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/group/edit/${id}`);
  await expect(h1(page)).toHaveText('Edit group');
  await expect(memberRow(page, keep)).toBeVisible();
  await page.getByLabel('Name').fill(`${name} (renamed)`);
  await page.getByLabel('Description').fill('Renamed on purpose');
  await expect(page.getByTestId('description-count')).toHaveText('18 / 500 characters');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/group/view/${id}`);
  await expect(h1(page)).toHaveText(`${name} (renamed)`);

  await page.getByRole('button', { name: 'Delete group' }).click();
  const del = page.getByRole('dialog', { name: `Delete “${name} (renamed)”?` });
  await expect(del).toContainText('The group and its list of 1 member will be removed.');
  await expect(del).toContainText('Members’ accounts stay');
  await del.getByRole('button', { name: 'Delete group' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/groups`);
  await expect(page.getByText(`Group “${name} (renamed)” deleted.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No groups yet' })).toBeVisible();
  await page.goto(`/group/view/${id}`);
  await expect(h1(page)).toHaveText('Page not found');
});

test('an invitation the mail server refused shows as not delivered, and Resend delivers it', async ({
  page,
  browser,
}) => {
  await signUpWith(page.request, unique('bounce-leader'));
  await createGroup(page, `Bounces ${Date.now()}`);
  const [fine, refused] = [unique('fine'), unique('refused')];
  await rejectAddress(refused, true);
  try {
    const dialog = await openAddPeople(page);
    await dialog.getByLabel('E-mail addresses').fill(`${fine}\n${refused}`);
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('button', { name: 'Add 2 people' }).click();
    await waitForMail(fine, INVITE_SUBJECT);

    // The mail server said the mailbox does not exist: the leader sees it on the row.
    await expect(async () => {
      await page.reload();
      await expect(memberRow(page, refused)).toContainText('Not delivered', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(memberRow(page, fine)).not.toContainText('Not delivered');
    await expectScreenAccessible(page);
  } finally {
    await rejectAddress(refused, false);
  }

  await memberRow(page, refused)
    .getByRole('button', { name: `Resend the e-mail to ${refused}` })
    .click();
  await expect(page.getByText(`The e-mail to ${refused} is on its way again.`)).toBeVisible();
  await expect(memberRow(page, refused)).not.toContainText('Not delivered');
  const mail = await waitForMail(refused, INVITE_SUBJECT);
  // Its link opens the invitation.
  const guest = await freshPage(browser);
  await guest.goto(linkIn(mail, '/invite/'));
  await expect(h1(guest)).toHaveText('Accept your invitation');
  await expect(guest.getByText(`Invitation for ${refused}`)).toBeVisible();
  await guest.context().close();
});

test('another account opening a leader’s group sees the 404 page', async ({ page, browser }) => {
  await signUpWith(page.request, unique('owner'));
  const id = await createGroup(page, `Private ${Date.now()}`);

  const other = await freshPage(browser);
  await signUpWith(other.request, unique('other'));
  for (const path of [`/group/view/${id}`, `/group/edit/${id}`]) {
    await other.goto(path);
    await expect(h1(other)).toHaveText('Page not found');
    await expect(other.getByText('Error code 404')).toBeVisible();
  }
  await other.context().close();
});

test('an expired or unknown invitation link says so', async ({ page, browser }) => {
  await signUpWith(page.request, unique('expiry'));
  await createGroup(page, `Expiring ${Date.now()}`);
  const invitee = unique('late');
  const dialog = await openAddPeople(page);
  await dialog.getByLabel('E-mail addresses').fill(invitee);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('button', { name: 'Add 1 person' }).click();
  await expect(
    page.getByText('1 person added to the group. 1 invitation sent by e-mail.'),
  ).toBeVisible();
  const link = linkIn(await waitForMail(invitee, INVITE_SUBJECT), '/invite/');

  const db = new Database(DB_FILE);
  try {
    const changed = db
      .prepare('UPDATE invitations SET expires_at = ? WHERE email = ?')
      .run(new Date(Date.now() - 60_000).toISOString(), invitee).changes;
    expect(changed, `an invitation row for ${invitee}`).toBe(1);
  } finally {
    db.close();
  }

  const guest = await freshPage(browser);
  await guest.goto(link);
  await expect(h1(guest)).toHaveText('Invitation expired');
  await expect(guest.getByText(/^This invitation has expired\./)).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
  await expectNoSeriousViolations(guest);

  await guest.goto('/invite/not-a-real-invitation-token');
  await expect(h1(guest)).toHaveText('Invitation not found');
  await expect(
    guest.getByText('This invitation link is not valid.', { exact: false }),
  ).toBeVisible();
  await guest.context().close();
});

test('signed in as another account, the invitation page explains and offers to sign out', async ({
  page,
}) => {
  const leader = unique('signed-in');
  await signUpWith(page.request, leader);
  await createGroup(page, `Mixed up ${Date.now()}`);
  const invitee = unique('someone-else');
  const dialog = await openAddPeople(page);
  await dialog.getByLabel('E-mail addresses').fill(invitee);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('button', { name: 'Add 1 person' }).click();
  await expect(memberRow(page, invitee)).toContainText('Invited');
  const link = linkIn(await waitForMail(invitee, INVITE_SUBJECT), '/invite/');

  await page.goto(link);
  await expect(h1(page)).toHaveText('Accept your invitation');
  await expect(
    page.getByText(`You are signed in as ${leader}, but this invitation is for ${invitee}.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create account and accept' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign out' }).click();
  // Signed out, the same page offers the new account for the invited address.
  await expect(page.getByRole('button', { name: 'Create account and accept' })).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveValue(invitee);
});

test('the groups screens, the preview and the invitation page read well in Arabic, dark', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('slidewise.display', JSON.stringify({ themeMode: 'dark' }));
    localStorage.setItem('i18nextLng', 'ar');
  });
  await signUpWith(page.request, unique('dark'));
  const created = await page.request.post('/api/v1/groups', {
    data: { name: 'الوردية الليلية', description: 'كل من يعمل ليلًا' },
    headers: { origin: BASE_URL },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const added = await page.request.post(`/api/v1/groups/${id}/members`, {
    data: { emails: [unique('dark-a'), unique('dark-b')] },
    headers: { origin: BASE_URL },
  });
  expect(added.ok()).toBe(true);

  await page.goto('/groups');
  await expect(h1(page)).toHaveText('المجموعات');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('link', { name: 'الوردية الليلية' })).toBeVisible();
  await expectScreenAccessible(page);

  await page.goto(`/group/view/${id}`);
  await expect(h1(page)).toHaveText('الوردية الليلية');
  await expect(page.getByText('مدعو')).toHaveCount(2);
  await expectScreenAccessible(page);

  await page.getByRole('button', { name: 'إضافة أشخاص' }).click();
  await page.getByLabel('عناوين البريد الإلكتروني').fill(`${unique('dark-c')}\nnot-an-email`);
  await page.getByRole('button', { name: 'معاينة' }).click();
  await expect(page.getByRole('dialog', { name: 'راجع القائمة' })).toBeVisible();
  await expect(page.getByText('السطر 2')).toBeVisible();
  await expectScreenAccessible(page);

  await page.goto('/invite/not-a-real-invitation-token');
  await expect(h1(page)).toHaveText('لم يُعثر على الدعوة');
  await expectScreenAccessible(page);
});

test('after the trial, New group shows the plan limit, with the upgrade, instead of the form', async ({
  page,
}) => {
  const email = unique('ended');
  await signUpWith(page.request, email);
  const db = new Database(DB_FILE);
  try {
    const day = 24 * 60 * 60 * 1000;
    db.prepare(
      'UPDATE subscriptions SET start_at = ?, expires_at = ? WHERE leader_id = (SELECT id FROM users WHERE email = ?)',
    ).run(
      new Date(Date.now() - 20 * day).toISOString(),
      new Date(Date.now() - 6 * day).toISOString(),
      email,
    );
  } finally {
    db.close();
  }
  // The trial popup (shown once the trial has ended) is not what this test is about.
  await page.addInitScript(() =>
    window.sessionStorage.setItem('slidewise.trialPopupShownAt', String(Date.now())),
  );
  // The limit shows before the form: there is no form to fill in only to be refused.
  await page.goto('/group/new');
  await expect(page.getByLabel('Name')).toHaveCount(0);
  const notice = page.getByRole('alert').filter({ hasText: 'Your plan does not include groups.' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
    'href',
    '/subscription',
  );
});
