import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, currentLanguage, i18n, setSaveLanguageToAccount } from './i18n';

function serverAnswering(status: number) {
  return vi.fn<typeof fetch>(
    async () =>
      new Response(status === 200 ? '{}' : '{"error":{"code":"internal_error","message":"x"}}', {
        status,
      }),
  );
}

beforeEach(() => {
  i18n.addResourceBundle('ar', 'translation', { app: { close: 'إغلاق' } });
});

afterEach(async () => {
  setSaveLanguageToAccount(false);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('changeLanguage', () => {
  it('only switches for a visitor, and sets the page direction', async () => {
    const fetch = serverAnswering(200);
    vi.stubGlobal('fetch', fetch);
    await expect(changeLanguage('ar')).resolves.toBe('ar');
    expect(currentLanguage()).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('saves the language to the account when someone is signed in', async () => {
    const fetch = serverAnswering(200);
    vi.stubGlobal('fetch', fetch);
    setSaveLanguageToAccount(true);
    await changeLanguage('ar');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/me');
    expect(init).toMatchObject({ method: 'PATCH', body: '{"locale":"ar"}' });
  });

  it('logs a failed save and still changes the language', async () => {
    vi.stubGlobal('fetch', serverAnswering(500));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setSaveLanguageToAccount(true);
    await expect(changeLanguage('ar')).resolves.toBe('ar');
    expect(currentLanguage()).toBe('ar');
    expect(logged).toHaveBeenCalledWith(
      'Saving the language to the account failed',
      expect.anything(),
    );
  });

  it('treats an unknown language code as en', async () => {
    await changeLanguage('ar');
    await expect(changeLanguage('klingon')).resolves.toBe('en');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('falls back to en when the language bundle is missing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // No zh-cn bundle exists in this test setup, as if its chunk had failed to load.
    await expect(changeLanguage('zh-CN')).resolves.toBe('en');
    expect(i18n.language).toBe('en');
    expect(logged).toHaveBeenCalled();
  });
});
