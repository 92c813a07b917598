import { expect, test, type APIRequestContext } from '@playwright/test';
import { startLocalOidc } from '../apps/server/test/helpers/oidc-provider';
import { confirmAddress } from './support/mail';
import { BASE_URL, OIDC_PORT } from './support/env';

const PASSWORD = 'single sign-on 2468';
const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

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

test('a new hire signs in through their company single sign-on and lands in My learning', async ({
  page,
  browser,
}) => {
  const oidc = await startLocalOidc(OIDC_PORT);
  try {
    // A leader on trial sets up single sign-on for their company's domain, with a group.
    const leaderEmail = `lea.${stamp}@example.com`;
    await api(page.request, 'post', '/api/auth/sign-up/email', {
      name: 'Lea Leader',
      email: leaderEmail,
      password: PASSWORD,
    });
    await confirmAddress(page.request, leaderEmail);
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
    const domain = `acme${stamp}.test`;
    await page.goto('/profile');
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
