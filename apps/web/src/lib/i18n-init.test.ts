import type * as I18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts with an i18next of its own: test/setup.ts has loaded every text into the shared one.
const freshI18n = async () => {
  vi.resetModules();
  vi.doMock('i18next', async () => {
    const actual = await vi.importActual<typeof I18next>('i18next');
    return { ...actual, default: actual.default.createInstance() };
  });
  return import('./i18n');
};

// A text of a screen behind sign-in (rest.ts), and one of the sign-in screen (guest.ts).
const DASHBOARD_TITLE = 'dashboard.title';
const SIGN_IN_TITLE = 'auth.signIn.title';

beforeEach(() => localStorage.setItem('i18nextLng', 'es'));

describe('initI18n', () => {
  it('loads only the sign-in screens’ texts for a page that opens on one', async () => {
    const { initI18n, i18n } = await freshI18n();
    await initI18n();
    expect(i18n.resolvedLanguage).toBe('es');
    expect(i18n.exists(SIGN_IN_TITLE)).toBe(true);
    expect(i18n.exists(DASHBOARD_TITLE)).toBe(false);
  });

  it('loads every screen’s texts at once for a page that opens behind sign-in', async () => {
    const { initI18n, loadAllTexts, i18n } = await freshI18n();
    await initI18n({ everyScreen: true });
    expect(i18n.exists(SIGN_IN_TITLE)).toBe(true);
    expect(i18n.exists(DASHBOARD_TITLE)).toBe(true);
    // The first screen's own call finds them in.
    const added = vi.spyOn(i18n, 'addResourceBundle');
    await loadAllTexts();
    expect(added).not.toHaveBeenCalled();
  });

  it('shows every screen’s texts after a switch to the language it held only as the fallback', async () => {
    const { initI18n, loadAllTexts, changeLanguage, i18n } = await freshI18n();
    await initI18n(); // a sign-in screen, in Spanish: English loads too, as the fallback
    await loadAllTexts(); // signed in
    await changeLanguage('en');
    expect(i18n.t(DASHBOARD_TITLE)).toBe('Dashboard');
  });

  it('loads the fallback language’s sign-in texts only, where the page’s language has them all', async () => {
    const { initI18n, i18n } = await freshI18n();
    await initI18n({ everyScreen: true });
    expect(i18n.exists(DASHBOARD_TITLE, { lng: 'es' })).toBe(true);
    expect(i18n.getResource('en', 'translation', DASHBOARD_TITLE)).toBeUndefined();
  });
});
