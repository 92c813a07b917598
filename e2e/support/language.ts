import { expect, type Locator, type Page } from '@playwright/test';

/** The word "Language" that begins the switcher's name, in each of the four languages. */
const LABEL = /^(Language|Idioma|اللغة|语言) /;

/** The first language switcher on show (the header's, or the sign-in frame's). */
export const languageSwitcher = (page: Page) => page.getByRole('button', { name: LABEL }).first();

/** The list of languages the switcher `button` opens. */
export async function languageList(page: Page, button: Locator) {
  return page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
}

/** Chooses a language (`code`: en, es, ar, zh-cn) in the first switcher on show. */
export async function chooseLanguage(page: Page, code: string) {
  const button = languageSwitcher(page);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await (await languageList(page, button)).locator(`button[lang="${code}"]`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', code);
}

/**
 * A left-to-right value (an address, an English title) as an Arabic sentence holds it: isolated
 * between U+2068 and U+2069 (apps/web/src/lib/isolate-value.ts), in its text and its name.
 */
export const isolated = (value: string) => `\u2068${value}\u2069`;
