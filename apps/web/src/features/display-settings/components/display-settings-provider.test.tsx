import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DISPLAY_SETTINGS, DISPLAY_SETTINGS_KEY } from '../display-settings';
import { useDisplaySettings } from '../hooks/use-display-settings';
import { DisplaySettingsProvider } from './display-settings-provider';

/** A device whose dark-colour preference the test can flip. */
function fakeColorScheme(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' ? dark : false;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    set(next: boolean) {
      dark = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

const probe: { current: ReturnType<typeof useDisplaySettings> | null } = { current: null };
function Probe() {
  const value = useDisplaySettings();
  useEffect(() => {
    probe.current = value;
  });
  return <p>theme {value.theme}</p>;
}
const api = () => probe.current!;

const root = document.documentElement;
const stored = () => JSON.parse(localStorage.getItem(DISPLAY_SETTINGS_KEY) ?? 'null');

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute('class');
  for (const name of Object.keys(root.dataset)) delete root.dataset[name];
});
afterEach(() => vi.unstubAllGlobals());

describe('DisplaySettingsProvider', () => {
  it('applies the stored settings to <html> and stores the cleaned values', () => {
    fakeColorScheme(false);
    localStorage.setItem(
      DISPLAY_SETTINGS_KEY,
      JSON.stringify({ themeMode: 'dark', themeLayout: 'stale', isMonochrome: true }),
    );
    render(
      <DisplaySettingsProvider>
        <Probe />
      </DisplaySettingsProvider>,
    );
    expect(root.dataset.theme).toBe('dark');
    expect(root.dataset.layout).toBe('main-layout');
    expect(root.dataset.cardSkin).toBe('bordered');
    expect(root.dataset.lightScheme).toBe('slate');
    expect(root.dataset.darkScheme).toBe('cinder');
    expect(root.dataset.primary).toBe('main');
    expect(root.classList.contains('monochrome')).toBe(true);
    expect(stored()).toEqual({
      ...DEFAULT_DISPLAY_SETTINGS,
      themeMode: 'dark',
      isMonochrome: true,
    });
  });

  it('updates live and persists, and reset restores every default', () => {
    fakeColorScheme(false);
    render(
      <DisplaySettingsProvider>
        <Probe />
      </DisplaySettingsProvider>,
    );
    act(() =>
      api().update({
        cardSkin: 'shadow',
        primaryColorScheme: 'rose',
        notification: { position: 'top-center' },
      }),
    );
    expect(root.dataset.cardSkin).toBe('shadow');
    expect(root.dataset.primary).toBe('rose');
    expect(stored().notification).toEqual({
      isExpanded: false,
      position: 'top-center',
      visibleToasts: 4,
    });

    act(() => api().reset());
    expect(root.dataset.cardSkin).toBe('bordered');
    expect(root.dataset.primary).toBe('main');
    expect(stored()).toEqual(DEFAULT_DISPLAY_SETTINGS);
  });

  it('follows the device in system mode, live', () => {
    const device = fakeColorScheme(true);
    render(
      <DisplaySettingsProvider>
        <Probe />
      </DisplaySettingsProvider>,
    );
    expect(root.dataset.theme).toBe('light');
    act(() => api().update({ themeMode: 'system' }));
    expect(root.dataset.theme).toBe('dark');
    expect(screen.getByText('theme dark')).toBeTruthy();
    device.set(false);
    expect(root.dataset.theme).toBe('light');
    device.set(true);
    expect(root.dataset.theme).toBe('dark');
    // A fixed mode ignores the device.
    act(() => api().update({ themeMode: 'light' }));
    device.set(true);
    expect(root.dataset.theme).toBe('light');
  });

  it('follows a change made in another tab', () => {
    fakeColorScheme(false);
    render(
      <DisplaySettingsProvider>
        <Probe />
      </DisplaySettingsProvider>,
    );
    const newValue = JSON.stringify({ ...DEFAULT_DISPLAY_SETTINGS, themeLayout: 'sideblock' });
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: DISPLAY_SETTINGS_KEY, newValue }));
    });
    expect(root.dataset.layout).toBe('sideblock');
    expect(api().settings.themeLayout).toBe('sideblock');
  });
});
