import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from './support/env';
import { PASSWORD, signUp, unique } from './support/a11y';
import { signInWithForm } from './support/session';
import { axeViolations } from './support/axe';
import { png, twoTonePng } from './support/images';

async function signUpAs(page: Page, name: string) {
  const email = unique(name.toLowerCase().replace(/\s+/g, '-'));
  await signUp(page, name, email);
  return { email, password: PASSWORD };
}

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
}

test('personal details and the bio are saved, survive a reload, and the header shows the new name', async ({
  page,
}) => {
  await signUpAs(page, 'Ada Original');
  await openProfile(page);
  await expect(page.getByLabel('Bio')).toBeVisible();
  expect((await axeViolations(page, { include: 'main' })).map((v) => v.id)).toEqual([]);
  const banner = page.getByRole('banner');
  await expect(banner).toContainText('Ada Original');

  const name = page.getByLabel('Display name');
  await expect(name).toHaveValue('Ada Original');
  await name.fill('Ada Renamed');
  await page.getByLabel('Phone number').fill('not a number');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(
    page.getByText('Enter a phone number using digits, spaces and + ( ) . - only'),
  ).toBeVisible();
  await page.getByLabel('Phone number').fill('+1 555 123 4567');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details have been saved.')).toBeVisible();
  await expect(banner).toContainText('Ada Renamed');

  await page.getByLabel('Headline').fill('Sales trainer');
  const bio = page.getByLabel('Bio');
  await bio.fill('I help new starters learn our products.');
  await expect(page.getByText('39 of 2,000 characters')).toBeVisible();
  await bio.pressSequentially('!!!');
  await expect(page.getByText('42 of 2,000 characters')).toBeVisible();
  await page.getByLabel('Location').fill('Lisbon');
  await page.getByLabel('Website').fill('https://example.com/ada');
  await page.getByRole('button', { name: 'Save about you' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue('Ada Renamed');
  await expect(page.getByLabel('Phone number')).toHaveValue('+1 555 123 4567');
  await expect(page.getByLabel('E-mail address')).not.toBeEditable();
  await expect(page.getByLabel('Headline')).toHaveValue('Sales trainer');
  await expect(page.getByLabel('Bio')).toHaveValue('I help new starters learn our products.!!!');
  await expect(page.getByText('42 of 2,000 characters')).toBeVisible();
  await expect(page.getByLabel('Location')).toHaveValue('Lisbon');
  await expect(page.getByLabel('Website')).toHaveValue('https://example.com/ada');
  await expect(page.getByRole('banner')).toContainText('Ada Renamed');
});

test('a photo is cropped square and uploaded; refused files leave it in place', async ({
  page,
}) => {
  await signUpAs(page, 'Photo Person');
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/me/photo'))
      uploads.push(request.url());
  });
  await openProfile(page);
  await expect(page.getByRole('img', { name: 'No photo yet' })).toHaveText('PP');
  const input = page.getByTestId('photo-input');

  // A real, wide PNG: the crop dialog makes it square.
  await input.setInputFiles({
    name: 'wide.png',
    mimeType: 'image/png',
    buffer: twoTonePng(300, 200, 0x7c, 0xd0),
  });
  const dialog = page.getByRole('dialog', { name: 'Crop your photo' });
  await expect(dialog).toBeVisible();
  // Keyboard: zoom with the slider's arrow keys, move the image with the crop area's.
  const zoom = dialog.getByLabel('Zoom');
  await zoom.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await expect(zoom).toHaveValue('1.2');
  await dialog.getByRole('group', { name: 'Crop area' }).focus();
  await page.keyboard.press('ArrowLeft');
  await dialog.getByRole('button', { name: 'Save photo' }).click();
  await expect(page.getByText('Your new photo has been saved.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const photo = page.getByRole('img', { name: 'Your profile photo' });
  await expect(photo).toHaveAttribute('src', /^\/api\/v1\/uploads\/[\w-]+$/);
  const src = await photo.getAttribute('src');
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const size = await photo.evaluate((img: HTMLImageElement) => ({
    width: img.naturalWidth,
    height: img.naturalHeight,
  }));
  expect(size.width).toBe(size.height);
  expect(size.width).toBeLessThanOrEqual(512);
  expect(uploads).toHaveLength(1);

  // Over 2 MB: refused here, nothing sent, the photo stays.
  const huge = Buffer.concat([png(2, 2), Buffer.alloc(2 * 1024 * 1024)]);
  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: huge });
  await expect(
    page.getByRole('alert').filter({ hasText: 'This file is larger than 2 MB.' }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // A text file named .png: refused by its content.
  await input.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('these are my meeting notes, not a picture'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'This file is not a PNG, JPEG or WebP image.' }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(uploads).toHaveLength(1);
  await expect(photo).toHaveAttribute('src', src!);

  await page.reload();
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', src!);

  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByText('Your photo has been removed.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'No photo yet' })).toBeVisible();
});

test('change the password, then only the new one signs in', async ({ page }) => {
  const { email, password } = await signUpAs(page, 'Pass Changer');
  await openProfile(page);
  const newPassword = 'a fresh profile passphrase';

  await page.getByLabel('Current password').fill('not my password');
  await page.getByLabel('New password').fill(newPassword);
  const checklist = page.getByRole('list', { name: 'Your password needs:' });
  await expect(checklist.locator('li[data-rule="minLength"]')).toHaveAttribute('data-state', 'met');
  await expect(page.getByLabel('Sign out of other devices')).toBeChecked();
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is not correct.')).toBeVisible();

  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('');
  // Still signed in here.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/login');
  await signInWithForm(page, email, password);
  await expect(page.getByText('The e-mail or password is incorrect.')).toBeVisible();
  await signInWithForm(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('sign out of other sessions ends them and keeps this one', async ({ page, browser }) => {
  const { email, password } = await signUpAs(page, 'Two Devices');
  const other = await browser.newContext({ baseURL: BASE_URL });
  const signedIn = await other.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: BASE_URL },
  });
  expect(signedIn.ok()).toBe(true);
  expect((await other.request.get('/api/v1/me')).status()).toBe(200);

  await openProfile(page);
  await page.getByRole('button', { name: 'Sign out of other sessions' }).click();
  await expect(
    page.getByText('You have been signed out of all your other sessions.'),
  ).toBeVisible();

  expect((await other.request.get('/api/v1/me')).status()).toBe(401);
  expect((await page.request.get('/api/v1/me')).status()).toBe(200);
  await other.close();
});

test('delete the account only after typing its e-mail; it is gone afterwards', async ({ page }) => {
  const { email, password } = await signUpAs(page, 'Leaving Person');
  await openProfile(page);

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('All your courses and their slides');
  await expect(dialog).toContainText('Your groups and their members');
  await expect(dialog).toContainText('Learning records: assignments, progress and scores');
  const confirmation = dialog.getByLabel('Type your e-mail address to confirm');
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await confirmation.fill('someone.else@example.com');
  await expect(confirm).toBeDisabled();
  await confirmation.press('Enter');
  await expect(dialog).toBeVisible();

  // Escape closes without deleting; the account is still there.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect((await page.request.get('/api/v1/me')).status()).toBe(200);

  await page.getByRole('button', { name: 'Delete account' }).click();
  await expect(confirm).toBeDisabled();
  await confirmation.fill(`  ${email.toUpperCase()} `);
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  expect((await page.request.get('/api/v1/me')).status()).toBe(401);
  await signInWithForm(page, email, password);
  await expect(page.getByText('The e-mail or password is incorrect.')).toBeVisible();
});
