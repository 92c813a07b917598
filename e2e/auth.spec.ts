import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from './support/env';
import { confirmAddress, confirmationLink, linkIn, mailCount, waitForMail } from './support/mail';
import { chooseLanguage } from './support/language';
import { signOut } from './support/session';
import { unique } from './support/a11y';

/** The screen's main heading, which a screen the person went to gives the focus to. */
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** The language saved to the signed-in account (GET /api/v1/me). */
async function savedLanguage(page: Page) {
  const me = (await (await page.request.get('/api/v1/me')).json()) as {
    user: { locale: string | null };
  };
  return me.user.locale;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('sign up, sign out, sign in, forget the password and reset it from the e-mail', async ({
  page,
}) => {
  const email = unique('journey');

  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Name').fill('Journey Person');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('first journey pass');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Nothing is usable until the e-mailed link is opened: the screen says where it went.
  const checkEmail = page.getByRole('heading', { level: 1, name: 'Check your e-mail' });
  await expect(checkEmail).toBeFocused();
  await expect(page.getByText('We have sent a message to')).toContainText(email);
  await page.goto('/login');
  await signIn(page, email, 'first journey pass');
  await expect(
    page.getByText('Confirm your e-mail address first: we have sent you a new link.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  // The link signs the new account in and lands on the app.
  await page.goto(await confirmationLink(email));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome, Journey Person')).toBeVisible();

  await signOut(page);
  await expect(page).toHaveURL(/\/login/);
  // Focus on the new page's heading, as a page change in the app does (not left on <body>).
  await expect(h1(page, 'Sign in')).toBeFocused();
  // Said once, on the sign-in page (a toast as well made screen readers read it twice).
  await expect(page.getByRole('status').filter({ hasText: 'You have signed out.' })).toBeVisible();
  await expect(page.getByText('You have signed out.')).toHaveCount(1);
  // Signed out for real: the dashboard now sends us back to sign in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/);

  await signIn(page, email, 'first journey pass');
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);
  await expect(page).toHaveURL(/\/login/);

  await page.getByRole('link', { name: 'Forgot password?' }).press('Enter');
  await expect(h1(page, 'Forgot your password?')).toBeFocused();
  const before = await mailCount(email);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText(
      'If an account exists for that address, we have sent a link to reset its password.',
    ),
  ).toBeVisible();

  const mail = await waitForMail(email, /reset/i, before);
  // The link passes through the server's token check on its way to the page.
  const link = linkIn(mail, '/api/auth/reset-password/');
  await page.goto(link);
  // Only the e-mailed link opens this page: arriving counts as going there.
  await expect(h1(page, 'Choose a new password')).toBeFocused();
  await page.getByLabel('New password').fill('second journey pass');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(
    page.getByText('Your password has been changed. Sign in with your new password.'),
  ).toBeVisible();
  await expect(h1(page, 'Sign in')).toBeFocused();

  await signIn(page, email, 'first journey pass');
  await expect(page.getByText('The e-mail or password is incorrect.')).toBeVisible();
  await signIn(page, email, 'second journey pass');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome, Journey Person')).toBeVisible();

  // The link was single use: opened again, it says so at once, with no form.
  await signOut(page);
  await page.goto(link);
  await expect(
    page.getByText('This link has already been used or has expired. Ask for a new one'),
  ).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('a protected page sends a visitor to sign in and back, and guests pages send members on', async ({
  page,
}) => {
  const email = unique('redirect');
  await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Redirect Person', email, password: 'redirect pass 1' },
    headers: { origin: BASE_URL },
  });
  await confirmAddress(page.request, email);
  await page.context().clearCookies();

  await page.goto('/dashboard?from=mail');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%3Ffrom%3Dmail$/);
  await signIn(page, email, 'redirect pass 1');
  await expect(page).toHaveURL(/\/dashboard\?from=mail$/);

  // Signed in: guest-only pages move on, to a safe redirect target or the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/signup?redirect=%2Fdashboard%3Fx%3D1');
  await expect(page).toHaveURL(/\/dashboard\?x=1$/);
  await page.goto('/forgot-password?redirect=https%3A%2F%2Fevil.example');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the password policy shows as a live checklist and a weak password is explained', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Weak Person');
  await page.getByLabel('Email').fill(unique('weak'));
  const password = page.getByLabel('Password', { exact: true });
  const checklist = page.getByRole('list', { name: 'Your password needs:' });
  const rule = (name: string) => checklist.locator(`li[data-rule="${name}"]`);

  await password.fill('abc');
  await expect(rule('minLength')).toHaveAttribute('data-state', 'unmet');
  await expect(rule('notCommon')).toHaveAttribute('data-state', 'met');
  await password.fill('password123');
  await expect(rule('minLength')).toHaveAttribute('data-state', 'met');
  await expect(rule('notCommon')).toHaveAttribute('data-state', 'unmet');

  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/signup/);
  await password.fill('a long and unusual passphrase');
  await expect(rule('notCommon')).toHaveAttribute('data-state', 'met');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
});

test('signing up with an address that has an account looks the same, and e-mails its owner', async ({
  page,
}) => {
  const email = unique('owner');
  const signUp = async (address: string) => {
    await page.goto('/signup');
    await page.getByLabel('Name').fill('Someone');
    await page.getByLabel('Email').fill(address);
    await page.getByLabel('Password', { exact: true }).fill('a long and unusual passphrase');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeFocused();
    return page.getByText('We have sent a message to').textContent();
  };
  await signUp(email);
  await confirmationLink(email);
  const fresh = await signUp(unique('fresh'));
  const taken = await signUp(email);
  expect(taken?.replace(email, 'X')).toBe(fresh?.replace(/\S+@example\.com/, 'X'));
  const warning = await waitForMail(email, /Someone tried to create a Slidewise account/);
  expect(linkIn(warning, '/login')).toBe(`${BASE_URL}/login`);

  // "Use another address" goes back to the form.
  await page.getByRole('button', { name: 'Use another address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveValue('');
});

test('"Back to sign in" is at least 24 px tall at 320 px; a first load leaves focus alone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/forgot-password');
  await expect(h1(page, 'Forgot your password?')).toBeVisible();
  await expect(h1(page, 'Forgot your password?')).not.toBeFocused();
  const back = page.getByRole('link', { name: 'Back to sign in' });
  // WCAG 2.5.8: a standalone link is a target of its own (it was 20 px).
  expect((await back.boundingBox())?.height).toBeGreaterThanOrEqual(24);
  await back.press('Enter');
  await expect(h1(page, 'Sign in')).toBeFocused();
});

test('an account made in Arabic on /signup keeps Arabic as its language', async ({ page }) => {
  const email = unique('arabic');
  await page.goto('/signup');
  await chooseLanguage(page, 'ar');
  await page.locator('input[name="name"]').fill('Layla');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('a long and unusual passphrase');
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // The e-mailed link signs the new account in: its first signed-in page saves the language.
  await page.goto(await confirmationLink(email));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => savedLanguage(page)).toBe('ar');
});
