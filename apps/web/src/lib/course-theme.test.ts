import { describe, expect, it } from 'vitest';
import { THEME_PALETTES } from '@slidewise/shared/courses/contrast';
import { themeStyle } from './course-theme';

describe('themeStyle', () => {
  it('colours titles with the accent, light and dark, in the chosen fonts', () => {
    const style = themeStyle({ preset: 'violet', accent: '#db2777', font: 'serif' }) as Record<
      string,
      string
    >;
    expect(style['--slide-title']).toBe('#db2777');
    expect(style['--slide-title-dark']).toBe('#db2777');
    expect(style['--slide-bg-dark']).toBe(THEME_PALETTES.violet.dark.bg);
    expect(style['--slide-font-heading']).toMatch(/serif/);
  });

  it('puts the readable text colour, titles included, on a chosen background in both modes', () => {
    const style = themeStyle({ preset: 'ocean', accent: '#db2777' }, '#000000') as Record<
      string,
      string
    >;
    expect(style['--slide-fg']).toBe(THEME_PALETTES.ocean.dark.fg);
    expect(style['--slide-fg-dark']).toBe(THEME_PALETTES.ocean.dark.fg);
    expect(style['--slide-title']).toBe(THEME_PALETTES.ocean.dark.fg);
  });
});
