import type { CSSProperties } from 'react';
import type { CourseTheme, FontPairing, ThemePreset } from '@slidewise/shared/courses/theme';

interface Palette {
  bg: string;
  fg: string;
  muted: string;
  accent: string;
}

/** Each built-in theme in light and dark mode; every text pair meets WCAG AA (course-theme.test.ts). */
export const THEME_PALETTES: Record<ThemePreset, { light: Palette; dark: Palette }> = {
  violet: {
    light: { bg: '#ffffff', fg: '#1e1b4b', muted: '#4c4577', accent: '#6d28d9' },
    dark: { bg: '#1c1930', fg: '#f5f3ff', muted: '#c9bef5', accent: '#a78bfa' },
  },
  ocean: {
    light: { bg: '#f0f9ff', fg: '#0c2a43', muted: '#33566f', accent: '#0369a1' },
    dark: { bg: '#0b1e2d', fg: '#e0f2fe', muted: '#a5cdf0', accent: '#38bdf8' },
  },
  forest: {
    light: { bg: '#f3faf4', fg: '#12301c', muted: '#3d5c45', accent: '#15803d' },
    dark: { bg: '#0f1f15', fg: '#ecfdf3', muted: '#a7d7b5', accent: '#4ade80' },
  },
  sunset: {
    light: { bg: '#fff7ed', fg: '#431407', muted: '#7c3a1d', accent: '#c2410c' },
    dark: { bg: '#2a1408', fg: '#fff1e6', muted: '#fdc9a3', accent: '#fb923c' },
  },
  slate: {
    light: { bg: '#f8fafc', fg: '#0f172a', muted: '#475569', accent: '#334155' },
    dark: { bg: '#0f172a', fg: '#f1f5f9', muted: '#cbd5e1', accent: '#94a3b8' },
  },
  contrast: {
    light: { bg: '#ffffff', fg: '#000000', muted: '#1a1a1a', accent: '#0000cc' },
    dark: { bg: '#000000', fg: '#ffffff', muted: '#f0f0f0', accent: '#ffff00' },
  },
};

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

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two #rrggbb colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** WCAG AA: 4.5:1 for text, 3:1 for large titles. */
export const AA_TEXT = 4.5;
export const AA_LARGE = 3;

/**
 * The slide's colours and fonts as CSS variables, light and dark alike; styles.css
 * picks the pair for the current mode (`.slide-theme`). A slide background colour
 * replaces the theme's background in both modes.
 */
export function themeStyle(theme: CourseTheme, backgroundColor?: string): CSSProperties {
  const { light, dark } = THEME_PALETTES[theme.preset];
  const fonts = FONT_STACKS[theme.font ?? 'sans'];
  // On a chosen colour the text is whichever theme text colour reads best, in both modes.
  const text = backgroundColor ? bestText(theme, backgroundColor) : undefined;
  return {
    '--slide-bg': backgroundColor ?? light.bg,
    '--slide-fg': text ?? light.fg,
    '--slide-muted': text ?? light.muted,
    '--slide-accent': theme.accent ?? light.accent,
    '--slide-bg-dark': backgroundColor ?? dark.bg,
    '--slide-fg-dark': text ?? dark.fg,
    '--slide-muted-dark': text ?? dark.muted,
    '--slide-accent-dark': theme.accent ?? dark.accent,
    '--slide-font-heading': fonts.heading,
    '--slide-font-body': fonts.body,
  } as CSSProperties;
}

function bestText(theme: CourseTheme, color: string): string {
  const { light, dark } = THEME_PALETTES[theme.preset];
  return contrastRatio(color, light.fg) >= contrastRatio(color, dark.fg) ? light.fg : dark.fg;
}

/**
 * Why a background colour cannot carry the theme's text: the best ratio it reaches
 * and the one needed (WCAG AA); null when it is readable.
 */
export function backgroundProblem(
  theme: CourseTheme,
  color: string,
): { ratio: number; needed: number } | null {
  const ratio = contrastRatio(color, bestText(theme, color));
  return ratio >= AA_TEXT ? null : { ratio: Math.round(ratio * 100) / 100, needed: AA_TEXT };
}
