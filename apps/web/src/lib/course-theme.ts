import type { CSSProperties } from 'react';
import { textOn, THEME_PALETTES } from '@slidewise/shared/courses/contrast';
import type { CourseTheme, FontPairing } from '@slidewise/shared/courses/theme';

export const FONT_STACKS: Record<FontPairing, { heading: string; body: string }> = {
  sans: {
    heading: 'ui-sans-serif, system-ui, "Segoe UI", Roboto, "Noto Sans", sans-serif',
    body: 'ui-sans-serif, system-ui, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  },
  serif: {
    heading: 'ui-serif, Georgia, Cambria, "Noto Serif", serif',
    body: 'ui-sans-serif, system-ui, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  },
  rounded: {
    heading: 'ui-rounded, "SF Pro Rounded", "Nunito", "Varela Round", system-ui, sans-serif',
    body: 'ui-rounded, "SF Pro Rounded", "Nunito", system-ui, sans-serif',
  },
};

/**
 * The slide's colours and fonts as CSS variables, light and dark alike; styles.css
 * picks the pair for the current mode (`.slide-theme`). A slide background colour
 * replaces the theme's background in both modes, with the theme text colour that
 * reads best on it (titles included: the accent is checked against the theme's own
 * backgrounds only).
 */
export function themeStyle(theme: CourseTheme, backgroundColor?: string): CSSProperties {
  const { light, dark } = THEME_PALETTES[theme.preset];
  const fonts = FONT_STACKS[theme.font ?? 'sans'];
  const text = backgroundColor ? textOn(theme.preset, backgroundColor) : undefined;
  return {
    '--slide-bg': backgroundColor ?? light.bg,
    '--slide-fg': text ?? light.fg,
    '--slide-muted': text ?? light.muted,
    '--slide-accent': theme.accent ?? light.accent,
    '--slide-title': text ?? theme.accent ?? light.accent,
    '--slide-bg-dark': backgroundColor ?? dark.bg,
    '--slide-fg-dark': text ?? dark.fg,
    '--slide-muted-dark': text ?? dark.muted,
    '--slide-accent-dark': theme.accent ?? dark.accent,
    '--slide-title-dark': text ?? theme.accent ?? dark.accent,
    '--slide-font-heading': fonts.heading,
    '--slide-font-body': fonts.body,
  } as CSSProperties;
}
