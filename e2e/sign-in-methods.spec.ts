import { devices, expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { BASE_URL } from './support/env';
import { linkIn, mailCount, waitForMail } from './support/mail';
import { signOut } from './support/session';
import { PASSWORD, api, signUp as signUpOn, unique } from './support/a11y';

async function signUp(page: Page, email: string) {
  await signUpOn(page, 'Sam Signin', email);
  await api(page, 'POST', '/api/auth/sign-out', {});
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

test('turns on two-factor, then signs in with a code and with a backup code', async ({ page }) => {
  const email = unique('tia');
  await signUp(page, email);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await section.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await section.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(
    section.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  // Each step replaces the button that led to it: the keyboard starts at its instructions.
  await expect(section.getByText(/^Scan this QR code/)).toBeFocused();
  const key = (await section.getByTestId('totp-key').textContent())!.trim();
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key) });
  await section.getByLabel('Authentication code').fill(totp.generate());
  await section.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(section.getByRole('list', { name: 'Backup codes' })).toBeVisible();
  await expect(section.getByRole('status')).toBeFocused();
  const codes = await section
    .getByRole('list', { name: 'Backup codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(codes).toHaveLength(10);
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByText('Two-factor is on.')).toBeFocused();

  // Signing in now asks for the code; the next step's code is accepted.
  await signOut(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right.')).toBeVisible();
  await page
    .getByLabel('Authentication code')
    .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // And with a backup code instead.
  await signOut(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});

test('lists the sessions on /profile and signs out another one', async ({ page, browser }) => {
  const email = unique('una');
  await signUp(page, email);
  const phone = await browser.newContext({ baseURL: BASE_URL, ...devices['Pixel 7'] });
  const phonePage = await phone.newPage();
  for (const p of [page, phonePage]) {
    await p.goto('/login');
    await p.getByLabel('Email').fill(email);
    await p.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await p.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(p).toHaveURL(/\/dashboard/);
  }

  await page.goto('/profile');
  const list = page.getByRole('list', { name: 'Your sessions' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: 'This browser' })).toHaveCount(1);
  const other = list.getByRole('listitem').filter({ hasText: 'Android' });
  await other.getByRole('button', { name: /^Sign out of / }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  await phonePage.goto('/profile');
  await expect(phonePage).toHaveURL(/\/login/);
  await phone.close();
});
