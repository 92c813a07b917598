import { expect, test, type Browser, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { confirmAddress } from './support/mail';
import { BASE_URL, DB_FILE } from './support/env';
import { unique } from './support/a11y';
import { expectNoSeriousViolations } from './support/axe';

const POPUP_KEY = 'slidewise.trialPopupShownAt';
const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'trial popup pass 1';
const REASONS = [
  'Unlimited access to all courses',
  'Group collaboration tools',
  'Priority support',
];

/** Puts the end of the leader's 14-day trial `daysLeft` days (minus an hour) from now. */
function setDaysLeft(email: string, daysLeft: number) {
  const expiresAt = new Date(Date.now() + daysLeft * DAY - 60 * 60 * 1000);
  const startAt = new Date(expiresAt.getTime() - 14 * DAY);
  const db = new Database(DB_FILE);
  try {
    const changed = db
      .prepare(
        'UPDATE subscriptions SET start_at = ?, expires_at = ? WHERE leader_id = (SELECT id FROM users WHERE email = ?)',
      )
      .run(startAt.toISOString(), expiresAt.toISOString(), email).changes;
    expect(changed, `a subscription row for ${email}`).toBe(1);
  } finally {
    db.close();
  }
}

async function signUp(page: Page, email: string) {
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Trial Leader', email, password: PASSWORD },
    headers: { origin: BASE_URL },
  });
  expect(response.ok()).toBe(true);
  await confirmAddress(page.request, email);
}

/** A fresh browser context (so a fresh sessionStorage), signed in as `email`. */
async function freshPage(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers: { origin: BASE_URL },
  });
  expect(response.ok()).toBe(true);
  return page;
}

/** Opens a protected screen and waits until the app has read the subscription. */
async function open(page: Page, path: string, how: 'goto' | 'reload' = 'goto') {
  const read = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/subscription');
  if (how === 'goto') await page.goto(path);
  else await page.reload();
  await read;
}

/** The popup appears right after the subscription is read; give it that moment first. */
async function expectNoPopup(page: Page) {
  await page.waitForTimeout(750);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('the trial popup: hidden at 10 days, complete at 4, and quiet for the hour after', async ({
  page,
  browser,
}) => {
  const email = unique('popup');
  await signUp(page, email);

  setDaysLeft(email, 10);
  await open(page, '/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expectNoPopup(page);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), POPUP_KEY)).toBeNull();

  // A new browser session, 4 days before the end.
  setDaysLeft(email, 4);
  const fresh = await freshPage(browser, email);
  await open(fresh, '/dashboard');
  const dialog = fresh.getByRole('dialog', { name: 'Your free trial ends in 4 days' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Upgrade Now' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remind Me Later' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Compare Plans' })).toHaveAttribute(
    'href',
    '/subscription#compare',
  );
  await expect(dialog.getByRole('heading', { name: 'Why Upgrade' })).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText(REASONS);
  // Focus is inside the dialog, and stays there on Tab.
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 6; i++) await fresh.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  expect(await fresh.evaluate((key) => sessionStorage.getItem(key), POPUP_KEY)).toMatch(/^\d+$/);
  await expectNoSeriousViolations(fresh);

  await fresh.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Shown again once the session forgets it; Remind Me Later then keeps it away.
  await fresh.evaluate((key) => sessionStorage.removeItem(key), POPUP_KEY);
  await open(fresh, '/dashboard', 'reload');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Remind Me Later' }).click();
  await expect(dialog).toBeHidden();

  await open(fresh, '/subscription');
  await expect(fresh.getByRole('heading', { name: 'Subscription', level: 1 })).toBeVisible();
  await expectNoPopup(fresh);
  await fresh.goBack();
  await expect(fresh.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expectNoPopup(fresh);
  await open(fresh, '/dashboard', 'reload');
  await expectNoPopup(fresh);
  await fresh.context().close();
});

test('Upgrade Now leads to the subscription screen; Compare Plans to its comparison', async ({
  page,
  browser,
}) => {
  const email = unique('upgrade');
  await signUp(page, email);
  setDaysLeft(email, 4);

  await open(page, '/dashboard');
  await page.getByRole('button', { name: 'Upgrade Now' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole('heading', { name: 'Subscription', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('4 days left in your free trial.', { exact: false })).toBeVisible();

  const fresh = await freshPage(browser, email);
  await fresh.setViewportSize({ width: 1280, height: 600 });
  await open(fresh, '/dashboard');
  await fresh.getByRole('link', { name: 'Compare Plans' }).click();
  await expect(fresh).toHaveURL(/\/subscription#compare$/);
  const compare = fresh.locator('#compare');
  await expect(compare.getByRole('table', { name: 'Compare plans' })).toBeVisible();
  await expect(compare).toBeInViewport();
  await fresh.context().close();
});

test('after the trial the popup says it has ended, and the plan shows its limits', async ({
  page,
}) => {
  const email = unique('ended');
  await signUp(page, email);
  setDaysLeft(email, -2);

  await open(page, '/dashboard');
  const dialog = page.getByRole('dialog', { name: 'Your free trial has ended' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText(REASONS);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await open(page, '/subscription');
  const current = page.getByRole('region', { name: 'Your plan' });
  await expect(current).toContainText('Status: Trial ended');
  await expect(current.getByText(/^Your free trial ended on /)).toBeVisible();
  await expect(current.getByRole('listitem')).toHaveText([
    'up to 3 courses',
    'up to 25 assignees per course',
    'no groups',
  ]);
  await expectNoPopup(page);
});

test('the subscription screen: plans, the billing period, the comparison, Upgrade without Stripe', async ({
  page,
}) => {
  const email = unique('plans');
  await signUp(page, email);
  setDaysLeft(email, 10);

  await open(page, '/subscription');
  await expect(page.getByRole('heading', { name: 'Subscription', level: 1 })).toBeVisible();
  await expect(page.getByText('10 days left in your free trial.', { exact: false })).toBeVisible();
  const pro = page.getByRole('article', { name: 'Pro' });
  await expect(page.getByRole('article', { name: 'Free trial' })).toBeVisible();
  await expect(pro.getByTestId('price-PRO')).toHaveText('$12');
  await expect(pro.getByText('per month')).toBeVisible();

  const yearly = page.getByRole('radio', { name: /Yearly/ });
  await expect(page.getByText('Save 17%')).toBeVisible();
  // People click the visible label; the radio itself is visually hidden.
  await page.locator('label').filter({ hasText: 'Yearly' }).click();
  await expect(yearly).toBeChecked();
  await expect(pro.getByTestId('price-PRO')).toHaveText('$120');
  await expect(pro.getByText('per year')).toBeVisible();
  // Arrow keys move within the radio group.
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expect(pro.getByTestId('price-PRO')).toHaveText('$12');

  const table = page.getByRole('table', { name: 'Compare plans' });
  for (const row of ['Courses', 'Assignees', 'Groups', 'Reports', 'Priority support']) {
    await expect(table.getByRole('rowheader', { name: row })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Online payment is not set up on this server. Ask your Slidewise administrator to change your plan.',
  );
  await expect(page).toHaveURL(/\/subscription$/);
  await expectNoSeriousViolations(page);

  // Opened straight at the comparison (a new tab), the page scrolls there once it is drawn.
  const tab = await page.context().newPage();
  await tab.setViewportSize({ width: 1280, height: 600 });
  await open(tab, '/subscription#compare');
  await expect(tab.getByRole('table', { name: 'Compare plans' })).toBeVisible();
  await expect(tab.locator('#compare')).toBeInViewport();
  await tab.close();
});

test('a corrupt stored popup time does not break the popup', async ({ page }) => {
  const email = unique('corrupt');
  await signUp(page, email);
  setDaysLeft(email, 3);

  // Same tab, same origin: the session storage the app will read.
  await page.goto('/api/health');
  await page.evaluate((key) => sessionStorage.setItem(key, '{not a time'), POPUP_KEY);
  await open(page, '/dashboard');
  await expect(page.getByRole('dialog', { name: 'Your free trial ends in 3 days' })).toBeVisible();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), POPUP_KEY)).toMatch(/^\d+$/);
  await page.getByRole('button', { name: 'Remind Me Later' }).click();

  await open(page, '/dashboard', 'reload');
  await expectNoPopup(page);
});

test('after the trial, New course shows the plan limit, with the upgrade, instead of the form', async ({
  browser,
}) => {
  const email = unique('limit');
  const setup = await browser.newPage({ baseURL: BASE_URL });
  await signUp(setup, email);
  for (const title of ['One', 'Two', 'Three']) {
    const created = await setup.request.post('/api/v1/courses', {
      data: { title },
      headers: { origin: BASE_URL },
    });
    expect(created.status()).toBe(201);
  }
  setDaysLeft(email, -1);

  const page = await freshPage(browser, email);
  await page.goto('/course/new');
  // The trial has ended: the popup says so first; this test is about the form behind it.
  await expect(page.getByRole('dialog', { name: 'Your free trial has ended' })).toBeVisible();
  await page.getByRole('button', { name: 'Remind Me Later' }).click();
  // The limit shows before the form: nothing to type only to be refused.
  await expect(
    page.getByText('Your plan allows 3 courses. Upgrade to Pro to create more.'),
  ).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveCount(0);
  await page.getByRole('link', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/subscription/);
  // Nothing was created, and what exists stays readable.
  const list = await page.request.get('/api/v1/courses');
  expect((await list.json()).total).toBe(3);
});
