import { expect, test, type APIRequestContext } from '@playwright/test';
import { BASE_URL } from './support/env';
import { unique } from './support/a11y';
import { confirmAddress, confirmationLink } from './support/mail';

const PASSWORD = 'join links 2468';

async function api(
  request: APIRequestContext,
  method: 'post' | 'patch',
  url: string,
  data: object,
) {
  const response = await request[method](url, { data, headers: { origin: BASE_URL } });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

test('a new person joins through a join link on a phone, learns, then starts a workspace', async ({
  page,
  browser,
}) => {
  // The leader, a published course, and a group that has it.
  const leader = unique('lea');
  await api(page.request, 'post', '/api/auth/sign-up/email', {
    name: 'Lea Leader',
    email: leader,
    password: PASSWORD,
  });
  await confirmAddress(page.request, leader);
  const course = await api(page.request, 'post', '/api/v1/courses', { title: 'Forklift safety' });
  await api(page.request, 'post', `/api/v1/courses/${course.id}/slides`, {
    kind: 'content',
    title: 'Look both ways',
  });
  await api(page.request, 'patch', `/api/v1/courses/${course.id}`, {
    version: 1,
    status: 'published',
  });
  const group = await api(page.request, 'post', '/api/v1/groups', { name: 'Warehouse' });
  await api(page.request, 'post', `/api/v1/courses/${course.id}/assignees`, {
    groupIds: [group.id],
  });

  // The leader makes a link for at most 5 people and shows its QR code.
  await page.goto(`/group/view/${group.id}`);
  const panel = page.getByRole('region', { name: 'Join links' });
  await panel.getByLabel('Most people').fill('5');
  await panel.getByRole('button', { name: 'Create join link' }).click();
  const linkField = panel.getByRole('textbox', { name: 'Join link' });
  await expect(linkField).toHaveValue(new RegExp(`^${BASE_URL}/join/[\\w-]+$`));
  await expect(panel.getByText('Used 0 of 5 times')).toBeVisible();
  const url = await linkField.inputValue();
  await panel.getByRole('button', { name: 'QR code' }).click();
  const dialog = page.getByRole('dialog', { name: 'QR code' });
  await expect(dialog.getByRole('img', { name: /QR code that opens the join link/ })).toBeVisible();
  await expect(dialog.getByText('Scan to join Warehouse')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // A new hire opens it on a phone, signs up, confirms the address from the e-mail, is
  // back on the link signed in, joins and lands in My learning with the course.
  const phone = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const hire = await phone.newPage();
  await hire.goto(url);
  await expect(hire.getByRole('heading', { level: 1 })).toHaveText('Join Warehouse');
  await expect(hire.getByText('Lea Leader invites you to learn on Slidewise.')).toBeVisible();
  await hire.getByLabel('Your name').fill('Nia New');
  const nia = unique('nia');
  await hire.getByLabel('E-mail address').fill(nia);
  await hire.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await hire.getByRole('button', { name: 'Create account and join' }).click();
  await expect(hire.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeFocused();
  await hire.goto(await confirmationLink(nia));
  await expect(hire).toHaveURL(url);
  await expect(hire.getByText(`You are signed in as ${nia}.`)).toBeVisible();
  await hire.getByRole('button', { name: 'Join the group' }).click();
  await expect(hire).toHaveURL(`${BASE_URL}/learn`);
  await expect(hire.getByRole('heading', { level: 1 })).toHaveText('My learning');
  await expect(hire.getByText('Forklift safety')).toBeVisible();
  const scrollWidth = await hire.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);

  // The learner starts a workspace of their own, keeping their learning.
  await hire.goto('/subscription');
  const card = hire.getByRole('region', { name: 'Start your own workspace' });
  await card.getByRole('button', { name: 'Start your own workspace' }).click();
  const plan = hire.getByRole('region', { name: 'Your plan' });
  await expect(plan.getByText(/14 days left in your free trial/)).toBeVisible();
  await hire.goto('/learn');
  await expect(hire.getByText('Forklift safety')).toBeVisible();
  await phone.close();

  // The leader sees the use counted, then turns the link off; it stops working.
  await page.reload();
  await expect(panel.getByText('Used 1 of 5 times')).toBeVisible();
  await panel.getByRole('button', { name: 'Turn off' }).click();
  await expect(panel.getByText('No join links yet.')).toBeVisible();
  const late = await browser.newContext({ baseURL: BASE_URL });
  const latePage = await late.newPage();
  await latePage.goto(url);
  await expect(latePage.getByRole('heading', { level: 1 })).toHaveText('Join link not found');
  await late.close();
});
