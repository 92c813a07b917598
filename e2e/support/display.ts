/** Where the app keeps the display settings (localStorage). */
export const DISPLAY_KEY = 'slidewise.display';

/** The seed's display defaults (section 9), as the app stores them. */
export const DISPLAY_DEFAULTS = {
  themeMode: 'light',
  themeLayout: 'main-layout',
  cardSkin: 'bordered',
  isMonochrome: false,
  darkColorScheme: 'cinder',
  lightColorScheme: 'slate',
  primaryColorScheme: 'main',
  notification: { isExpanded: false, position: 'bottom-right', visibleToasts: 4 },
};
