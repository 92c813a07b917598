import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from './support/env';
import { linkIn, mailCount, waitForMail } from './support/mail';

const PASSWORD = 'sign in methods 2468';
const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

async function signUp(page: Page, email: string) {
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Sam Signin', email, password: PASSWORD },
    headers: { origin: BASE_URL },
  });
  expect(response.ok()).toBe(true);
  await page.context().clearCookies();
}

test('signs in with an e-mailed link, which works only once', async ({ page, browser }) => {
  const email = unique('sam');
  await signUp(page, email);
  await page.goto('/login?redirect=%2Fprofile');
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  const before = await mailCount(email);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await expect(page.getByText('Check your e-mail')).toBeVisible();

  const mail = await waitForMail(email, /sign-in link/, before);
  const link = linkIn(mail, '/api/auth/magic-link/verify?token=');
  await page.goto(link);
  await expect(page).toHaveURL(`${BASE_URL}/profile`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');

  // The same link in another browser lands on sign-in, which says why.
  const other = await browser.newContext({ baseURL: BASE_URL });
  const second = await other.newPage();
  await second.goto(link);
  await expect(second).toHaveURL(/\/login\?error=INVALID_TOKEN/);
  await expect(second.getByText('That sign-in link no longer works')).toBeVisible();
  await other.close();
});
