import type { DisplaySettings, Theme } from './display-settings';

/**
 * Mirrors the settings onto <html> where styles.css reads them: the resolved theme,
 * the three colour schemes, the card skin, the layout and monochrome.
 */
export function applyDisplaySettings(root: HTMLElement, settings: DisplaySettings, theme: Theme) {
  root.dataset.theme = theme;
  root.dataset.themeMode = settings.themeMode;
  root.dataset.layout = settings.themeLayout;
  root.dataset.cardSkin = settings.cardSkin;
  root.dataset.lightScheme = settings.lightColorScheme;
  root.dataset.darkScheme = settings.darkColorScheme;
  root.dataset.primary = settings.primaryColorScheme;
  root.classList.toggle('monochrome', settings.isMonochrome);
  root.style.colorScheme = theme;
}
