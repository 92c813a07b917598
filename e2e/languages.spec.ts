import { readFileSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import { api, freshPage, publishedCourse, signUp, unique } from './support/a11y';
import { BASE_URL } from './support/env';
import { chooseLanguage, isolated, languageList, languageSwitcher } from './support/language';
import { confirmAddress, waitForMail } from './support/mail';

type Bundle = {
  auth: { signIn: { title: string } };
  shell: { nav: { courses: string } };
  dashboard: { title: string };
};
const bundle = (lng: string): Bundle =>
  Object.assign(
    {},
    ...['guest/auth', 'guest/shell', 'dashboard'].map((file) =>
      JSON.parse(readFileSync(`apps/web/src/locales/${lng}/${file}.json`, 'utf8')),
    ),
  );

const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'zh-cn', name: '简体中文', dir: 'ltr' },
] as const;

for (const { code, name, dir } of LANGUAGES) {
  test(`${name}: chosen in the switcher, the whole page speaks it, and it is remembered`, async ({
    page,
  }) => {
    const text = bundle(code);
    await page.goto('/login');
    await chooseLanguage(page, code);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.auth.signIn.title);
    // The choice is kept (local storage first, then the browser's language).
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.auth.signIn.title);

    // Signed in, the navigation is in the language too, and the choice is saved on the account.
    const email = `lang.${code}.${Date.now()}@example.com`;
    await page.request.post('/api/auth/sign-up/email', {
      data: { name: 'Polyglot', email, password: 'many languages here' },
      headers: { origin: BASE_URL },
    });
    await confirmAddress(page.request, email);
    await page.goto('/dashboard');
    await expect(
      page.getByRole('navigation').getByRole('link', { name: text.shell.nav.courses }),
    ).toBeVisible();
    const other = LANGUAGES.find((l) => l.code !== code)!;
    await chooseLanguage(page, other.code);
    await expect(page.locator('html')).toHaveAttribute('lang', other.code);
    // Every screen's texts, not only the sign-in screens' that the page held as its fallback.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      bundle(other.code).dashboard.title,
    );
    await expect
      .poll(async () => (await (await page.request.get('/api/v1/me')).json()).user.locale)
      .toBe(other.code);
  });
}

test('an unknown stored language falls back to English', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'xx-YY'));
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
});

test('the e-mails a visitor’s request sends are in the language on show, not the browser’s', async ({
  page,
}) => {
  // The browser asks for English; the visitor picks Spanish and signs up.
  const email = `idioma.${Date.now()}@example.com`;
  await page.goto('/signup');
  await chooseLanguage(page, 'es');
  await page.getByLabel('Nombre').fill('Lucía');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('una clave muy larga');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await waitForMail(email, /^Confirma tu dirección de correo para Slidewise$/);
});

test('the switcher: arrow keys move through the languages without switching to them', async ({
  page,
}) => {
  await page.goto('/login');
  const button = languageSwitcher(page);
  const list = await languageList(page, button);
  const html = page.locator('html');
  await expect(button).toHaveAccessibleName('Language English');
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // On a native <select>, Chromium would switch to each language passed over.
  await button.focus();
  await page.keyboard.press('ArrowDown');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(list.locator('button[lang="en"]')).toBeFocused();
  await expect(list.locator('button[lang="en"]')).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(list.locator('button[lang="ar"]')).toBeFocused();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');

  // Escape closes and gives focus back; nothing was switched.
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(button).toBeFocused();
  await expect(html).toHaveAttribute('lang', 'en');

  // Enter opens, and chooses.
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(html).toHaveAttribute('lang', 'es');
  await expect(list).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAccessibleName('Idioma Español');

  // Tab moving out of the list closes it, and so does a click elsewhere.
  await page.keyboard.press('Enter');
  await expect(list.locator('button[lang="es"]')).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  await expect(list).toBeHidden();
  await button.click();
  await expect(list).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(list).toBeHidden();
  await expect(html).toHaveAttribute('lang', 'es');
});

// Opening focused the list after the paint: on a slow phone an arrow key or Escape pressed at
// once went to the button, or to no listener, and was lost.
test('the switcher: keys pressed at once as the list opens are not lost on a slow phone', async ({
  page,
}) => {
  await page.goto('/login');
  const button = languageSwitcher(page);
  const list = await languageList(page, button);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  for (let i = 0; i < 4; i++) {
    await button.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect(list.locator('button[lang="es"]')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('on a 320 px phone in Arabic the list of languages stays on screen, with large targets', async ({
  browser,
}) => {
  const page = await freshPage(browser, { language: 'ar', phone: true });
  await page.setViewportSize({ width: 320, height: 640 });
  const onScreen = async (list: Locator) => {
    const box = (await list.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(box.y + box.height).toBeLessThanOrEqual(640);
    for (const option of await list.getByRole('button').all())
      expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  };

  // The sign-in frame: in its header, at the end (the left, right to left).
  await page.goto('/login');
  let button = languageSwitcher(page);
  await button.click();
  await onScreen(await languageList(page, button));

  // Signed in, the phone's navigation drawer holds it, at its foot.
  await signUp(page, 'Salma', unique('phone.lang'));
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'القائمة', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'التنقل' });
  button = drawer.getByRole('button', { name: /^اللغة / });
  await button.click();
  await onScreen(await languageList(page, button));
  // Escape closes the list only; a second closes the drawer.
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.context().close();
});

test('on a 320 px phone in Arabic, a row menu and its dialog work by keyboard and keep a long address inside the box', async ({
  browser,
}) => {
  const page = await freshPage(browser, { language: 'ar', viewport: { width: 320, height: 740 } });
  await signUp(page, 'سامي', unique('phone.dialog.leader'));
  const courseId = await publishedCourse(page, 'سلامة الحريق');
  const learner = unique('a.learner.with.a.rather.long.address');
  await api(page, 'POST', `/api/v1/courses/${courseId}/assignees`, { emails: [learner] });
  await page.goto(`/courses/${courseId}/assign`);

  // The row's "⋯": its menu's code loads as it opens, on the first item, from the keyboard.
  const actions = page.getByRole('button', { name: `إجراءات ${isolated(learner)}` });
  await actions.focus();
  await page.keyboard.press('ArrowDown');
  const changeDue = page.getByRole('menuitem', { name: 'تغيير موعد الإنهاء…' });
  await expect(changeDue).toBeFocused();
  await page.keyboard.press('Enter');

  // The dialog (its code loads on first opening) starts on its field; the address stays inside.
  const dialog = page.getByRole('dialog', { name: 'تغيير موعد الإنهاء' });
  await expect(dialog.getByLabel('موعد الإنهاء')).toBeFocused();
  const description = dialog.getByText(learner);
  const overflow = await description.evaluate(
    (element) => element.scrollWidth - element.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(actions).toBeFocused();
  await page.context().close();
});

test('on a 320 px phone in Arabic, every report tab is in sight, and the arrows reach each', async ({
  browser,
}) => {
  const page = await freshPage(browser, { language: 'ar', viewport: { width: 320, height: 740 } });
  await signUp(page, 'سامي', unique('phone.reports.leader'));
  await page.goto('/reports');
  const tabs = page.getByRole('tablist').getByRole('tab');
  await expect(tabs).toHaveCount(6);

  const outside = async () => {
    const boxes = await tabs.evaluateAll((all) =>
      all.map((tab) => {
        const { left, right } = tab.getBoundingClientRect();
        return { name: tab.textContent, left, right };
      }),
    );
    return boxes.filter((box) => box.left < 0 || box.right > 320);
  };
  expect(await outside()).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);

  // Right to left, the next tab is to the left; each one reached is selected, in sight.
  await tabs.first().focus();
  for (let i = 1; i < 6; i++) {
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(i)).toBeFocused();
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
  }
  expect(await outside()).toEqual([]);
  await page.context().close();
});
