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

// A text of the sign-in screen (guest/), of the frame (subscription.json) and of two screens.
const SIGN_IN_TITLE = 'auth.signIn.title';
const TRIAL_TITLE = 'subscription.title';
const DASHBOARD_TITLE = 'dashboard.title';
const GROUPS_TITLE = 'groups.title';

beforeEach(() => localStorage.setItem('i18nextLng', 'es'));

describe('initI18n', () => {
  it('loads only the guest texts for a page that opens on a sign-in screen', async () => {
    const { initI18n, i18n } = await freshI18n();
    await initI18n();
    expect(i18n.resolvedLanguage).toBe('es');
    expect(i18n.exists(SIGN_IN_TITLE)).toBe(true);
    expect(i18n.exists(TRIAL_TITLE)).toBe(false);
  });

  it('loads the frame’s sections with the first bundle for a page that opens behind sign-in', async () => {
    const { initI18n, loadSections, i18n } = await freshI18n();
    await initI18n({ sections: ['subscription'] });
    expect(i18n.exists(SIGN_IN_TITLE)).toBe(true);
    expect(i18n.exists(TRIAL_TITLE)).toBe(true);
    expect(i18n.exists(DASHBOARD_TITLE)).toBe(false);
    // The frame's own call finds them in.
    const added = vi.spyOn(i18n, 'addResourceBundle');
    await loadSections(['subscription']);
    expect(added).not.toHaveBeenCalled();
  });
});

describe('loadSections', () => {
  it('adds a screen’s sections, and no other screen’s', async () => {
    const { initI18n, loadSections, i18n } = await freshI18n();
    await initI18n();
    await loadSections(['dashboard']);
    expect(i18n.t(DASHBOARD_TITLE)).toBe('Panel de control');
    expect(i18n.exists(GROUPS_TITLE)).toBe(false);
  });

  it('gives a language switched to the sections of the screens opened so far', async () => {
    const { initI18n, loadSections, changeLanguage, i18n } = await freshI18n();
    await initI18n(); // a sign-in screen, in Spanish: English loads too, as the fallback
    await loadSections(['dashboard']); // signed in
    await changeLanguage('ar');
    expect(i18n.t(DASHBOARD_TITLE)).toBe('لوحة التحكم');
    await changeLanguage('en'); // held so far only as the fallback
    expect(i18n.t(DASHBOARD_TITLE)).toBe('Dashboard');
  });

  it('loads the fallback language’s guest texts only', async () => {
    const { initI18n, i18n } = await freshI18n();
    await initI18n({ sections: ['subscription'] });
    expect(i18n.exists(TRIAL_TITLE, { lng: 'es' })).toBe(true);
    expect(i18n.getResource('en', 'translation', 'subscription')).toBeUndefined();
    expect(i18n.exists(SIGN_IN_TITLE, { lng: 'en' })).toBe(true);
  });

  it('loads the section of a text no screen declared, and says it was added', async () => {
    const { initI18n, i18n } = await freshI18n();
    await initI18n();
    const added = new Promise((resolve) => i18n.store.on('added', resolve));
    expect(i18n.t(GROUPS_TITLE)).toBe(GROUPS_TITLE);
    await added;
    expect(i18n.t(GROUPS_TITLE)).toBe('Grupos');
  });
});
