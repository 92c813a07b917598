import type { CourseTheme, ThemePreset } from './theme.js';

/** WCAG AA: 4.5:1 for body text, 3:1 for large text (the slide titles). */
export const AA_TEXT = 4.5;
export const AA_LARGE = 3;

export interface Palette {
  bg: string;
  fg: string;
  muted: string;
  /** The titles' colour, unless the course sets its own accent. */
  accent: string;
}

/** Each built-in theme in light and dark mode; every text pair meets WCAG AA (contrast.test.ts). */
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

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const luminanceOf = (r: number, g: number, b: number) =>
  0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/** WCAG relative luminance of a #rrggbb colour (0–1). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return luminanceOf(r!, g!, b!);
}

const ratioOf = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** WCAG contrast ratio of two #rrggbb colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  return ratioOf(relativeLuminance(a), relativeLuminance(b));
}

/** A ratio as people read it: two decimals, rounded down so 4.499 never shows as 4.5. */
export const shownRatio = (ratio: number) => Math.floor(ratio * 100) / 100;

/** A pair under its WCAG AA minimum: the ratio it reaches and the one it needs. */
export interface ContrastProblem {
  ratio: number;
  needed: number;
}

const problem = (ratio: number, needed: number): ContrastProblem | null =>
  ratio >= needed ? null : { ratio: shownRatio(ratio), needed };

/** On a slide's own background colour, the theme text colour (light or dark) that reads best. */
export function textOn(preset: ThemePreset, color: string): string {
  const { light, dark } = THEME_PALETTES[preset];
  return contrastRatio(color, light.fg) >= contrastRatio(color, dark.fg) ? light.fg : dark.fg;
}

/** A slide background colour that no theme text reads on at 4.5:1. */
export function backgroundColorProblem(theme: CourseTheme, color: string): ContrastProblem | null {
  return problem(contrastRatio(color, textOn(theme.preset, color)), AA_TEXT);
}

/** The course's accent colours the (large) titles: 3:1 on the theme background, light and dark. */
export function accentProblem(theme: CourseTheme): ContrastProblem | null {
  if (!theme.accent) return null;
  const { light, dark } = THEME_PALETTES[theme.preset];
  const ratio = Math.min(
    contrastRatio(theme.accent, light.bg),
    contrastRatio(theme.accent, dark.bg),
  );
  return problem(ratio, AA_LARGE);
}

/**
 * White text on a picture under a black veil of `dim` % (how the stage draws a background
 * image): the ratio on its brightest tenth, from RGBA pixels (a small sample of the picture).
 */
export function imageTextRatio(pixels: ArrayLike<number>, dim: number): number {
  const keep = 1 - dim / 100;
  const luminances: number[] = [];
  for (let i = 0; i + 3 < pixels.length; i += 4) {
    if (pixels[i + 3]! < 16) continue;
    luminances.push(luminanceOf(pixels[i]! * keep, pixels[i + 1]! * keep, pixels[i + 2]! * keep));
  }
  if (luminances.length === 0) return 21;
  luminances.sort((a, b) => a - b);
  const bright = luminances[Math.floor((luminances.length - 1) * 0.9)]!;
  return ratioOf(1, bright);
}

/**
 * A background picture at a dimming level under 4.5:1 for its white text, with the least
 * dimming (a multiple of 5, at most `maxDim`) that reaches it, or null when none does.
 */
export function imageDimProblem(
  pixels: ArrayLike<number>,
  dim: number,
  maxDim: number,
): (ContrastProblem & { minimumDim: number | null }) | null {
  const found = problem(imageTextRatio(pixels, dim), AA_TEXT);
  if (!found) return null;
  let minimumDim: number | null = null;
  for (let level = Math.ceil(dim / 5) * 5; level <= maxDim; level += 5) {
    if (imageTextRatio(pixels, level) >= AA_TEXT) {
      minimumDim = level;
      break;
    }
  }
  return { ...found, minimumDim };
}
