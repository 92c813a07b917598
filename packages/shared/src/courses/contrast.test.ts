import { describe, expect, it } from 'vitest';
import {
  AA_LARGE,
  AA_TEXT,
  accentProblem,
  backgroundColorProblem,
  contrastRatio,
  imageDimProblem,
  imageTextRatio,
  shownRatio,
  textOn,
  THEME_PALETTES,
} from './contrast.js';
import { THEME_PRESETS } from './theme.js';

/** `count` RGBA pixels of one colour. */
const pixels = (count: number, [r, g, b]: [number, number, number]) =>
  Array.from({ length: count }, () => [r, g, b, 255]).flat();

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(shownRatio(4.499)).toBe(4.49);
  });

  it.each(THEME_PRESETS)('%s keeps every text pair at WCAG AA in light and dark mode', (preset) => {
    for (const mode of ['light', 'dark'] as const) {
      const p = THEME_PALETTES[preset][mode];
      expect(contrastRatio(p.fg, p.bg), `${mode} text`).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(p.muted, p.bg), `${mode} muted`).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(p.accent, p.bg), `${mode} titles`).toBeGreaterThanOrEqual(AA_LARGE);
    }
  });

  it('makes the high-contrast theme reach AAA', () => {
    for (const mode of ['light', 'dark'] as const) {
      const p = THEME_PALETTES.contrast[mode];
      expect(contrastRatio(p.fg, p.bg)).toBeGreaterThanOrEqual(7);
    }
  });

  it('refuses a background colour no theme text reads on, and says by how much', () => {
    expect(backgroundColorProblem({ preset: 'violet' }, '#ffffff')).toBeNull();
    expect(backgroundColorProblem({ preset: 'violet' }, '#111111')).toBeNull();
    expect(textOn('ocean', '#000000')).toBe(THEME_PALETTES.ocean.dark.fg);
    expect(textOn('ocean', '#ffffff')).toBe(THEME_PALETTES.ocean.light.fg);
    const mid = backgroundColorProblem({ preset: 'violet' }, '#8a7fa0');
    expect(mid).toEqual({ ratio: expect.any(Number), needed: 4.5 });
    expect(mid!.ratio).toBeLessThan(4.5);
    expect(mid!.ratio).toBeGreaterThan(3);
  });

  it('needs an accent (the titles) at 3:1 on the theme background in both modes', () => {
    expect(accentProblem({ preset: 'ocean' })).toBeNull();
    expect(accentProblem({ preset: 'ocean', accent: '#db2777' })).toBeNull();
    // Fine on the dark background, too pale on the light one.
    expect(accentProblem({ preset: 'ocean', accent: '#00aa88' })).toEqual({
      ratio: 2.77,
      needed: 3,
    });
    expect(accentProblem({ preset: 'violet', accent: '#ffff00' })!.ratio).toBeLessThan(1.1);
  });

  it('finds how much a bright picture must be dimmed for white text', () => {
    const white = pixels(100, [255, 255, 255]);
    expect(imageTextRatio(white, 0)).toBeCloseTo(1, 5);
    const problem = imageDimProblem(white, 20, 80);
    expect(problem).toMatchObject({ needed: 4.5, minimumDim: 55 });
    expect(problem!.ratio).toBeLessThan(4.5);
    expect(imageDimProblem(white, 55, 80)).toBeNull();
    expect(imageDimProblem(pixels(10, [20, 20, 20]), 0, 80)).toBeNull();
    // A dark picture with a few bright specks is judged by its brightest tenth, not the specks.
    const specks = [...pixels(95, [30, 30, 30]), ...pixels(5, [255, 255, 255])];
    expect(imageDimProblem(specks, 0, 80)).toBeNull();
    // Dimming stops at 80 %: a limit lower than what the picture needs finds none.
    expect(imageDimProblem(white, 0, 50)).toMatchObject({ minimumDim: null });
  });
});
