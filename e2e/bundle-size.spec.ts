import { expect, test } from '@playwright/test';
import { signedUpPage, unique } from './support/a11y';
import { chooseLanguage } from './support/language';

// JavaScript a visitor's browser downloads for each guest screen, as transferred (compressed,
// as the server negotiates it with Chromium). A size, not a timing: it fails when a change pulls
// the app's heavier libraries back onto these screens.
// The sign-in screens run in a guest shell of their own (app/guest-app.tsx), without React
// Router, react-hook-form, zod or sonner (zod and sonner load when an answer or a toast needs
// them), on Preact's compatibility layer instead of React (10 KB against
// 66): about 64 KB, under the issue's 100. Every other screen must hold 200 KB.
const SIGN_IN_BUDGET = 100 * 1024;
const SCREEN_BUDGET = 200 * 1024;

const GUEST_SCREENS = [
  ['/login', 'Sign in', SIGN_IN_BUDGET],
  ['/signup', 'Create your account', SIGN_IN_BUDGET],
  ['/forgot-password', 'Forgot your password?', SIGN_IN_BUDGET],
  ['/reset-password?token=nope', null, SIGN_IN_BUDGET],
  ['/join/nope', null, SCREEN_BUDGET],
  ['/verify-email?token=nope', null, SCREEN_BUDGET],
] as const;

for (const [path, heading, budget] of GUEST_SCREENS) {
  test(`${path} downloads at most ${budget / 1024} KB of JavaScript`, async ({ page }) => {
    const scripts: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script')
        scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const sizes = await Promise.all(scripts);
    const total = sizes.reduce((sum, size) => sum + size, 0);
    test.info().annotations.push({
      type: 'JavaScript',
      description: `${path}: ${sizes.length} scripts, ${(total / 1024).toFixed(1)} KB transferred`,
    });
    console.log(`${path}: ${sizes.length} scripts, ${(total / 1024).toFixed(1)} KB transferred`);
    expect(sizes.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(budget);
  });
}

// Behind sign-in each screen brings the sections of texts it shows (app/screen-texts.ts): an
// Arabic learner's list downloads no course, group or report texts.
test('a screen downloads its own texts only, and a language switched to gets them all', async ({
  browser,
}) => {
  const page = await signedUpPage(browser, 'Salma', unique('texts'), { language: 'ar' });
  const texts: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/texts-([\w-]+)-[\w-]{8}\.js$/.exec(request.url())?.[1];
    if (name) texts.push(name);
  });
  await page.goto('/learn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تعلّمي');
  expect(texts.sort()).toEqual(['ar-guest', 'ar-learning', 'ar-subscription', 'en-guest']);

  texts.length = 0;
  await page.getByRole('navigation').getByRole('link', { name: 'لوحة التحكم' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('لوحة التحكم');
  expect(texts.sort()).toEqual(['ar-dashboard', 'ar-reports']);

  // English was loaded only as the fallback: the screens opened so far get their texts first.
  await chooseLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My learning');
});

// A page that opens on a screen names every chunk the screen needs to be drawn, so the browser
// fetches them all with the entry rather than one round trip after another
// (apps/web/build/screen-preloads.ts). Only the texts, which depend on the language, are asked for
// by the code.
for (const [path, heading] of [
  ['/dashboard', 'Dashboard'],
  ['/courses', 'Courses'],
  ['/learn', 'My learning'],
] as const) {
  test(`a page opening on ${path} names every script the screen needs`, async ({ browser }) => {
    const page = await signedUpPage(browser, 'Noor', unique('preload'));
    const html = await (await page.request.get(path)).text();
    const named = new Set(
      [
        ...html.matchAll(
          /<(?:script type="module"|link rel="modulepreload")[^>]* (?:src|href)="([^"]+)"/g,
        ),
      ].map(([, file]) => file),
    );
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') loaded.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const code = loaded.filter((file) => !/\/texts-[\w-]+\.js$/.test(file));
    expect(code.length).toBeGreaterThan(5);
    expect(code.filter((file) => !named.has(file))).toEqual([]);
  });
}
