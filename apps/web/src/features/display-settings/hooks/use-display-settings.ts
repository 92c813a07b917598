import { createContext, useContext } from 'react';
import type { DisplaySettings, DisplaySettingsPatch, Theme } from '../display-settings';

export interface DisplaySettingsContextValue {
  settings: DisplaySettings;
  /** The theme shown now (`system` resolved against the device preference). */
  theme: Theme;
  update: (patch: DisplaySettingsPatch) => void;
  /** Restores every default. */
  reset: () => void;
}

export const DisplaySettingsContext = createContext<DisplaySettingsContextValue | null>(null);

export function useDisplaySettings(): DisplaySettingsContextValue {
  const value = useContext(DisplaySettingsContext);
  if (!value) throw new Error('useDisplaySettings must be used inside <DisplaySettingsProvider>');
  return value;
}
