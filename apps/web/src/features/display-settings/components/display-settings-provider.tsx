import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { applyDisplaySettings } from '../apply-display-settings';
import {
  DEFAULT_DISPLAY_SETTINGS,
  DISPLAY_SETTINGS_KEY,
  mergeDisplaySettings,
  parseStoredDisplaySettings,
  readDisplaySettings,
  resolveTheme,
  writeDisplaySettings,
  type DisplaySettingsPatch,
} from '../display-settings';
import {
  DisplaySettingsContext,
  type DisplaySettingsContextValue,
} from '../hooks/use-display-settings';
import { PREFERS_DARK, useMediaQuery } from '../hooks/use-media-query';

function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Holds the display settings, keeps them in localStorage and applies them to the page. */
export function DisplaySettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(() => readDisplaySettings(localStore()));
  const prefersDark = useMediaQuery(PREFERS_DARK);
  const theme = resolveTheme(settings.themeMode, prefersDark);

  // Before paint, so a change never flashes the old theme.
  useLayoutEffect(() => {
    applyDisplaySettings(document.documentElement, settings, theme);
  }, [settings, theme]);

  // Writing what was read also replaces damaged stored values with the cleaned ones.
  useEffect(() => writeDisplaySettings(localStore(), settings), [settings]);

  // Another tab changed the settings: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === DISPLAY_SETTINGS_KEY)
        setSettings(parseStoredDisplaySettings(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const update = useCallback(
    (patch: DisplaySettingsPatch) => setSettings((current) => mergeDisplaySettings(current, patch)),
    [],
  );
  const reset = useCallback(() => setSettings(DEFAULT_DISPLAY_SETTINGS), []);

  const value = useMemo<DisplaySettingsContextValue>(
    () => ({ settings, theme, update, reset }),
    [settings, theme, update, reset],
  );
  return (
    <DisplaySettingsContext.Provider value={value}>{children}</DisplaySettingsContext.Provider>
  );
}

/** Applies the stored settings at once, before React and the translations have loaded. */
export function applyStoredDisplaySettings() {
  const settings = readDisplaySettings(localStore());
  const prefersDark = window.matchMedia?.(PREFERS_DARK).matches ?? false;
  applyDisplaySettings(
    document.documentElement,
    settings,
    resolveTheme(settings.themeMode, prefersDark),
  );
}
