import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { BASE_URL } from './support/env';
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
    await page
      .getByLabel(/Language|Idioma|اللغة|语言/)
      .first()
      .selectOption(code);
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
    await page
      .getByLabel(/Language|Idioma|اللغة|语言/)
      .first()
      .selectOption(other.code);
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
  await page.getByLabel('Language').first().selectOption('es');
  await page.getByLabel('Nombre').fill('Lucía');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('una clave muy larga');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await waitForMail(email, /^Confirma tu dirección de correo para Slidewise$/);
});
