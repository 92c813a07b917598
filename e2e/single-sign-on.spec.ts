import { expect, test } from '@playwright/test';
import { startLocalOidc } from '../apps/server/test/helpers/oidc-provider';
import { api, publishedCourse, signUp } from './support/a11y';
import { BASE_URL, OIDC_PORT } from './support/env';

const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

test('a new hire signs in through their company single sign-on and lands in My learning', async ({
  page,
  browser,
}) => {
  const oidc = await startLocalOidc(OIDC_PORT);
  try {
    // A leader on trial sets up single sign-on for their company's domain, with a group.
    await signUp(page, 'Lea Leader', `lea.${stamp}@example.com`);
    const courseId = await publishedCourse(page, 'Forklift safety');
    const group = await api<{ id: string }>(page, 'POST', '/api/v1/groups', { name: 'Warehouse' });
    await api(page, 'POST', `/api/v1/courses/${courseId}/assignees`, { groupIds: [group.id] });
    const domain = `acme${stamp}.test`;
    const unset = page.waitForResponse(
      (res) => res.url().endsWith('/api/v1/workspace/sso') && res.request().method() === 'GET',
    );
    await page.goto('/profile');
    // None set up yet is a state of the workspace, not a failed request.
    expect((await unset).status()).toBe(200);
    const section = page.getByRole('region', { name: 'Single sign-on' });
    await section.getByLabel('Issuer URL').fill(oidc.issuer);
    await section.getByLabel('Client ID').fill(oidc.clientId);
    await section.getByLabel('Client secret').fill(oidc.clientSecret);
    await section.getByLabel('E-mail domains').fill(domain);
    await section.getByLabel('Add new people to group').selectOption({ label: 'Warehouse' });
    await section.getByRole('button', { name: 'Save single sign-on' }).click();
    const redirect = section.getByLabel('Redirect URL');
    await expect(redirect).toHaveValue(new RegExp(`^${BASE_URL}/api/auth/callback/sso-`));
    // The leader registers that URL with the provider.
    await oidc.allowRedirects([await redirect.inputValue()]);

    // A new hire, on the sign-in page, goes through the company's provider.
    const context = await browser.newContext({ baseURL: BASE_URL });
    const hire = await context.newPage();
    await hire.goto('/login');
    await hire.getByRole('button', { name: 'Continue with single sign-on' }).click();
    const form = hire.getByRole('form', { name: 'Continue with single sign-on' });
    await form.getByLabel('Email').fill(`sam@${domain}`);
    await form.getByRole('button', { name: 'Continue', exact: true }).click();

    // The provider's own login and consent pages.
    await expect(hire).toHaveURL(new RegExp(`^${oidc.issuer}/interaction/`));
    await hire.locator('input[name="login"]').fill(`sam@${domain}`);
    await hire.locator('input[name="password"]').fill('anything');
    await hire.getByRole('button', { name: 'Sign-in' }).click();
    await hire.getByRole('button', { name: 'Continue' }).click();

    // Back in Slidewise, signed in, with the group's course.
    await expect(hire).toHaveURL(`${BASE_URL}/learn`);
    await expect(hire.getByText('Forklift safety')).toBeVisible();
    await context.close();

    // An address in no configured domain is told so, and stays on the sign-in page.
    const other = await browser.newContext({ baseURL: BASE_URL });
    const stranger = await other.newPage();
    await stranger.goto('/login');
    await stranger.getByRole('button', { name: 'Continue with single sign-on' }).click();
    const strangerForm = stranger.getByRole('form', { name: 'Continue with single sign-on' });
    await strangerForm.getByLabel('Email').fill('someone@nowhere.test');
    await strangerForm.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(stranger.getByText(/has no single sign-on with Slidewise/)).toBeVisible();
    await other.close();
  } finally {
    await oidc.close();
  }
});
