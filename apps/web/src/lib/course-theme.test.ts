import { describe, expect, it } from 'vitest';
import { THEME_PRESETS } from '@slidewise/shared/courses/theme';
import {
  AA_TEXT,
  backgroundProblem,
  contrastRatio,
  THEME_PALETTES,
  themeStyle,
} from './course-theme';

describe('course themes', () => {
  it.each(THEME_PRESETS)('%s keeps every text pair at WCAG AA in light and dark mode', (preset) => {
    for (const mode of ['light', 'dark'] as const) {
      const p = THEME_PALETTES[preset][mode];
      expect(contrastRatio(p.fg, p.bg), `${mode} text`).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(p.muted, p.bg), `${mode} muted`).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(p.accent, p.bg), `${mode} accent`).toBeGreaterThanOrEqual(3);
    }
  });

  it('makes the high-contrast theme reach AAA', () => {
    for (const mode of ['light', 'dark'] as const) {
      const p = THEME_PALETTES.contrast[mode];
      expect(contrastRatio(p.fg, p.bg)).toBeGreaterThanOrEqual(7);
    }
  });

  it('refuses a background colour no theme text reads on, and says by how much', () => {
    expect(backgroundProblem({ preset: 'violet' }, '#ffffff')).toBeNull();
    expect(backgroundProblem({ preset: 'violet' }, '#111111')).toBeNull();
    const mid = backgroundProblem({ preset: 'violet' }, '#8a7fa0');
    expect(mid).toMatchObject({ needed: 4.5 });
    expect(mid!.ratio).toBeLessThan(4.5);
  });

  it('puts the readable text colour on a chosen background in both modes', () => {
    const style = themeStyle({ preset: 'ocean', font: 'serif' }, '#000000') as Record<
      string,
      string
    >;
    expect(style['--slide-fg']).toBe(THEME_PALETTES.ocean.dark.fg);
    expect(style['--slide-fg-dark']).toBe(THEME_PALETTES.ocean.dark.fg);
    expect(style['--slide-font-heading']).toMatch(/serif/);
  });
});
