import { z } from 'zod';

/** Built-in course themes; `contrast` is the high-contrast one. */
export const THEME_PRESETS = ['violet', 'ocean', 'forest', 'sunset', 'slate', 'contrast'] as const;
export type ThemePreset = (typeof THEME_PRESETS)[number];

export const FONT_PAIRINGS = ['sans', 'serif', 'rounded'] as const;
export type FontPairing = (typeof FONT_PAIRINGS)[number];

export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
export const hexColourSchema = z
  .string()
  .regex(HEX_COLOUR, 'Give a colour as #rrggbb.')
  .transform((c) => c.toLowerCase());

export const courseThemeSchema = z.object({
  preset: z.enum(THEME_PRESETS),
  accent: hexColourSchema.optional(),
  font: z.enum(FONT_PAIRINGS).optional(),
});
export type CourseTheme = z.infer<typeof courseThemeSchema>;

export const DEFAULT_THEME: CourseTheme = { preset: 'violet' };
